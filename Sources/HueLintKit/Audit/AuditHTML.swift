/// `huelint audit --html FILE`: one self-contained page. The data is embedded once as JSON (every
/// `<`, `>` and `&` written as `\u003c`…, so no file path or message can end the script), and the
/// inline script renders each table from its array with one `innerHTML` per table, escaping every
/// value; findings, colours and clusters render a thousand rows at a time (a button shows more). No network, no external assets.
/// When its script has run without error, the page sets `data-ok="1"` on `<body>`; an error sets
/// `data-error` instead (the headless-browser test reads both).
package enum AuditHTML {
    package static func render(_ report: AuditReport) -> String {
        var data = AuditJSON.value(report, locationLimit: Int.max)
        // Add what only the page needs: per-colour cluster and suggested token, and every finding.
        if case .object(var fields) = data {
            var clusterOf: [String: ColorCluster] = [:]
            for cluster in report.clusters { for member in cluster.members { clusterOf[member] = cluster } }
            let colours: [JSONValue] = report.inventory.map { entry in
                let cluster = clusterOf[entry.hex]
                var token: JSONValue = .null
                if let cluster, let near = cluster.nearestToken, let tokenColor = cluster.nearestTokenColor {
                    let delta = ColorDistance.ciede2000.delta(entry.color, tokenColor)
                    token = .object([("name", .string(near.name)), ("hex", .string(near.hex)),
                                     ("deltaE", .number(AuditJSON.rounded(delta, 2)))])
                }
                return .object([("hex", .string(entry.hex)), ("shown", .string(entry.displayHex)), ("css", .string(css(entry.color))),
                                ("count", .number(Double(entry.count))),
                                ("cluster", cluster.map { .number(Double($0.id)) } ?? .null), ("token", token),
                                ("proposed", cluster?.proposal.map { .string($0.name) } ?? .null),
                                ("locations", .array(entry.locations.map { .string("\($0.path):\($0.line)") }))])
            }
            let findings: [JSONValue] = report.findings.map { f in
                .array([.string(f.ruleID), .string(f.severity.rawValue), .string(f.path), .number(Double(f.start.line)),
                        .string(f.context.rawValue), .string(f.message)])
            }
            fields.append(("colours", .array(colours)))
            fields.append(("migrationPlan", .array((report.plannedTokens ?? []).map(planEntry))))
            fields.append(("findingRows", .array(findings)))
            data = .object(fields)
        }
        var json = ""
        for scalar in JSONWriter.render(data).unicodeScalars {
            switch scalar {
            case "<": json += "\\u003c"
            case ">": json += "\\u003e"
            case "&": json += "\\u0026"
            case "\u{2028}": json += "\\u2028"
            case "\u{2029}": json += "\\u2029"
            default: json.unicodeScalars.append(scalar)
            }
        }
        return head + "<script type=\"application/json\" id=\"audit-data\">" + json + "</script>\n<script>\n" + script + "</script>\n</body>\n</html>\n"
    }

    /// `rgba(r, g, b, a)` of the 8-bit colour.
    /// A plan entry as the page shows it: swatches in the notation its sites' authors write.
    static func planEntry(_ entry: PlannedToken) -> JSONValue {
        let android = AuditLocation.allAndroid(entry.locations)
        return .object([
            ("name", .string(entry.name)), ("role", entry.role.map { .string($0.rawValue) } ?? .null),
            ("light", .string(entry.light.hexString(android: android))), ("lightCss", .string(css(entry.light))),
            ("dark", entry.dark.map { .string($0.hexString(android: android)) } ?? .null),
            ("darkCss", entry.dark.map { .string(css($0)) } ?? .null),
            ("sites", .number(Double(entry.locations.count))),
            ("review", .array(entry.review.map(JSONValue.string))),
            ("locations", .array(entry.locations.map { .string("\($0.path):\($0.line)") })),
        ])
    }

    static func css(_ color: RGBA) -> String {
        let b = color.bytes
        return "rgba(\(b.red), \(b.green), \(b.blue), \(JSONWriter.format(AuditJSON.rounded(Double(b.alpha) / 255, 3))))"
    }

    static let head = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
    <title>HueLint audit</title>
    <style>
    :root { color-scheme: light dark; --bg: #ffffff; --fg: #1d1d1f; --muted: #5f6368; --line: #d9d9de; --bar: #3a6ea5; --head: #f3f4f6; --focus: #0a58ca; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #16181c; --fg: #e8e8ea; --muted: #a3a7ae; --line: #3a3d44; --bar: #7fb0ea; --head: #23262c; --focus: #8ab4f8; }
    }
    body { background: var(--bg); color: var(--fg); font: 14px/1.45 -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0 auto; max-width: 1200px; padding: 1.5rem; }
    h1 { font-size: 1.6rem; margin: 0 0 .5rem; } h2 { font-size: 1.2rem; margin-top: 2rem; border-bottom: 1px solid var(--line); }
    .figures { display: flex; gap: 2rem; flex-wrap: wrap; }
    .figure b { display: block; font-size: 2rem; }
    .figure span { color: var(--muted); }
    table { border-collapse: collapse; width: 100%; margin: .5rem 0; }
    th, td { border-bottom: 1px solid var(--line); padding: .3rem .5rem; text-align: left; vertical-align: top; }
    th { background: var(--head); cursor: pointer; user-select: none; white-space: nowrap; }
    th[aria-sort="ascending"]::after { content: " ▲"; } th[aria-sort="descending"]::after { content: " ▼"; }
    :focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
    td.num { text-align: right; font-variant-numeric: tabular-nums; }
    code, .loc { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12.5px; }
    .swatch { display: inline-block; width: 2.2rem; height: 1.4rem; border: 1px solid var(--line); border-radius: 4px; vertical-align: middle; margin-right: .4rem;
      background-image: linear-gradient(45deg, #bbb 25%, transparent 25%, transparent 75%, #bbb 75%), linear-gradient(45deg, #bbb 25%, transparent 25%, transparent 75%, #bbb 75%);
      background-size: 8px 8px; background-position: 0 0, 4px 4px; position: relative; overflow: hidden; }
    .swatch i { position: absolute; inset: 0; }
    .bars { display: grid; grid-template-columns: minmax(8rem, 22rem) 1fr 3rem; gap: .25rem .5rem; align-items: center; }
    .bars .bar { background: var(--bar); height: .9rem; border-radius: 2px; }
    .bars .label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    details summary { cursor: pointer; color: var(--muted); }
    button { font: inherit; color: inherit; background: var(--head); border: 1px solid var(--line); border-radius: 4px; padding: .2rem .6rem; cursor: pointer; }
    .muted { color: var(--muted); }
    </style>
    </head>
    <body>
    <h1>HueLint audit</h1>
    <div class="figures" id="figures"></div>
    <h2>Findings by folder</h2><div class="bars" id="chart-folders"></div>
    <h2>Findings by rule</h2><div class="bars" id="chart-rules"></div>
    <h2>Colours</h2><p class="muted">Every distinct hardcoded colour (8-bit sRGB and alpha), its cluster, and the nearest design token with its CIEDE2000 ΔE.</p><div id="t-colours"></div>
    <h2>Clusters</h2><div id="t-clusters"></div>
    <h2>Proposed tokens</h2><div id="t-proposals"></div>
    <h2>Migration plan</h2><p class="muted">What <code>huelint migrate plan</code> writes: one semantic token per entry, named from what its sites paint, with its light and dark values. An entry with a review note needs a person's decision before <code>huelint migrate apply</code>.</p><div id="t-plan"></div>
    <h2>Light/dark pairs</h2><div id="t-pairs"></div>
    <h2>Coverage by module</h2><div id="t-modules"></div>
    <h2>Findings</h2><div id="t-findings"></div>

    """

    static let script = #"""
    "use strict";
    window.addEventListener("error", function (e) { document.body.setAttribute("data-error", String(e.message)); });
    (function () {
      var data = JSON.parse(document.getElementById("audit-data").textContent);
      function esc(v) {
        return String(v).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
      }
      function pct(v) { return v === null ? "n/a" : (Math.round(v * 1000) / 10).toFixed(1) + "%"; }
      function swatch(css, kind, hex) {
        return '<span class="swatch ' + kind + '" role="img" aria-label="' + esc(hex) + '"><i style="background:' + esc(css) + '"></i></span>';
      }
      function hexCss(hex) {
        var h = hex.slice(1), a = h.length === 8 ? parseInt(h.slice(6), 16) / 255 : 1;
        return "rgba(" + parseInt(h.slice(0, 2), 16) + "," + parseInt(h.slice(2, 4), 16) + "," + parseInt(h.slice(4, 6), 16) + "," + a.toFixed(3) + ")";
      }
      var cov = data.coverage;
      document.getElementById("figures").innerHTML =
        '<div class="figure"><b id="coverage-figure">' + pct(cov.coverage) + '</b><span>token coverage: ' + cov.designSystem + ' of ' + cov.colorUses + ' colour uses</span></div>' +
        '<div class="figure"><b id="total-findings">' + data.totals.findings + '</b><span>findings</span></div>' +
        '<div class="figure"><b id="total-files">' + data.files + '</b><span>files</span></div>' +
        '<div class="figure"><b id="total-colours">' + data.colours.length + '</b><span>distinct colours</span></div>' +
        '<div class="figure"><b id="total-clusters">' + data.clusters.length + '</b><span>clusters (ΔE ≤ ' + esc(data.settings.clusterDeltaE) + ')</span></div>';
      function bars(id, rows) {
        var max = rows.reduce(function (m, r) { return Math.max(m, r[1]); }, 1), out = "";
        rows.forEach(function (r) {
          out += '<span class="label" title="' + esc(r[0]) + '">' + esc(r[0]) + '</span><span><span class="bar" style="display:block;width:' +
            (100 * r[1] / max).toFixed(1) + '%"></span></span><span class="num">' + r[1] + '</span>';
        });
        document.getElementById(id).innerHTML = out || '<span class="muted">None.</span>';
      }
      bars("chart-folders", data.topFolders.map(function (f) { return [f.path, f.findings]; }));
      bars("chart-rules", Object.keys(data.totals.byRule).map(function (k) { return [k, data.totals.byRule[k]]; }));

      // A sortable table: columns {title, key(row) -> sortable value, cell(row) -> html, num}.
      function table(id, columns, rows, pageSize) {
        var host = document.getElementById(id), order = rows.slice(), shown = pageSize || rows.length, sortCol = -1, dir = 1;
        function draw() {
          if (!rows.length) { host.innerHTML = '<p class="muted">None.</p>'; return; }
          var html = "<table><thead><tr>";
          columns.forEach(function (c, i) {
            var sort = i === sortCol ? (dir > 0 ? "ascending" : "descending") : "none";
            html += '<th tabindex="0" scope="col" data-col="' + i + '" aria-sort="' + sort + '">' + esc(c.title) + "</th>";
          });
          html += "</tr></thead><tbody>";
          var parts = [];
          for (var r = 0; r < Math.min(shown, order.length); r++) {
            var row = order[r], cells = "";
            for (var c = 0; c < columns.length; c++) cells += (columns[c].num ? '<td class="num">' : "<td>") + columns[c].cell(row) + "</td>";
            parts.push("<tr>" + cells + "</tr>");
          }
          html += parts.join("") + "</tbody></table>";
          if (shown < order.length) html += '<button type="button" class="more">Show ' + Math.min(pageSize, order.length - shown) + ' more of ' + (order.length - shown) + '</button>';
          host.innerHTML = html;
        }
        function sortBy(i) {
          dir = sortCol === i ? -dir : (columns[i].num ? -1 : 1);
          sortCol = i;
          var key = columns[i].key;
          order.sort(function (a, b) { var x = key(a), y = key(b); return x < y ? -dir : x > y ? dir : 0; });
          draw();
          var th = host.querySelector('th[data-col="' + i + '"]');
          if (th) th.focus();
        }
        host.addEventListener("click", function (e) {
          var th = e.target.closest("th");
          if (th) sortBy(Number(th.getAttribute("data-col")));
          if (e.target.classList.contains("more")) { shown += pageSize; draw(); }
        });
        host.addEventListener("keydown", function (e) {
          var th = e.target.closest("th");
          if (th && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); sortBy(Number(th.getAttribute("data-col"))); }
        });
        draw();
      }
      function locs(list) {
        if (list.length <= 3) return '<span class="loc">' + list.map(esc).join("<br>") + "</span>";
        return '<details><summary>' + list.length + ' places</summary><span class="loc">' + list.map(esc).join("<br>") + "</span></details>";
      }
      table("t-colours", [
        { title: "Colour", key: function (c) { return c.hex; }, cell: function (c) { return swatch(c.css, "raw", c.shown) + "<code>" + esc(c.shown) + "</code>"; } },
        { title: "Uses", num: true, key: function (c) { return c.count; }, cell: function (c) { return c.count; } },
        { title: "Cluster", num: true, key: function (c) { return c.cluster || 0; }, cell: function (c) { return c.cluster === null ? "" : "#" + c.cluster; } },
        { title: "Suggested token", key: function (c) { return c.token ? c.token.name : "~"; }, cell: function (c) {
            if (!c.token) return c.proposed ? 'propose <code>' + esc(c.proposed) + "</code>" : '<span class="muted">none</span>';
            return swatch(hexCss(c.token.hex), "token", c.token.hex) + "<code>" + esc(c.token.name) + "</code> <code>" + esc(c.token.hex) + "</code>" +
              (c.proposed ? '<br><span class="muted">too far; propose <code>' + esc(c.proposed) + "</code></span>" : ""); } },
        { title: "ΔE", num: true, key: function (c) { return c.token ? c.token.deltaE : 1e9; }, cell: function (c) { return c.token ? c.token.deltaE.toFixed(2) : ""; } },
        { title: "Where (file:line)", key: function (c) { return c.locations[0] || ""; }, cell: function (c) { return locs(c.locations); } }
      ], data.colours, 1000);
      table("t-clusters", [
        { title: "#", num: true, key: function (c) { return c.id; }, cell: function (c) { return c.id; } },
        { title: "Representative", key: function (c) { return c.representative; }, cell: function (c) { return swatch(hexCss(c.representative), "cluster", c.representative) + "<code>" + esc(c.representative) + "</code>"; } },
        { title: "Members", key: function (c) { return c.members.length; }, cell: function (c) { return c.members.map(function (m) { return "<code>" + esc(m) + "</code>"; }).join(" "); } },
        { title: "Uses", num: true, key: function (c) { return c.count; }, cell: function (c) { return c.count; } },
        { title: "Nearest token", key: function (c) { return c.nearestToken ? c.nearestToken.name : "~"; }, cell: function (c) {
            return c.nearestToken ? swatch(hexCss(c.nearestToken.hex), "token", c.nearestToken.hex) + "<code>" + esc(c.nearestToken.name) + "</code>" : ""; } },
        { title: "ΔE", num: true, key: function (c) { return c.nearestToken ? c.nearestToken.deltaE : 1e9; }, cell: function (c) { return c.nearestToken ? c.nearestToken.deltaE.toFixed(2) : ""; } },
        { title: "Proposed token", key: function (c) { return c.proposedToken || "~"; }, cell: function (c) { return c.proposedToken ? "<code>" + esc(c.proposedToken) + "</code>" : ""; } }
      ], data.clusters, 1000);
      table("t-proposals", [
        { title: "Name", key: function (p) { return p.name; }, cell: function (p) { return "<code>" + esc(p.name) + "</code>"; } },
        { title: "Value", key: function (p) { return p.hex; }, cell: function (p) { return swatch(hexCss(p.hex), "proposal", p.hex) + "<code>" + esc(p.hex) + "</code>"; } },
        { title: "Role", key: function (p) { return p.role || "~"; }, cell: function (p) { return esc(p.role || ""); } },
        { title: "Uses", num: true, key: function (p) { return p.count; }, cell: function (p) { return p.count; } }
      ], data.proposedTokens);
      table("t-plan", [
        { title: "Name", key: function (e) { return e.name; }, cell: function (e) { return "<code>" + esc(e.name) + "</code>"; } },
        { title: "Light", key: function (e) { return e.light; }, cell: function (e) { return swatch(e.lightCss, "plan", e.light) + "<code>" + esc(e.light) + "</code>"; } },
        { title: "Dark", key: function (e) { return e.dark || "~"; }, cell: function (e) {
            return e.dark ? swatch(e.darkCss, "plan", e.dark) + "<code>" + esc(e.dark) + "</code>" : '<span class="muted">same</span>'; } },
        { title: "Role", key: function (e) { return e.role || "~"; }, cell: function (e) { return esc(e.role || ""); } },
        { title: "Sites", num: true, key: function (e) { return e.sites; }, cell: function (e) { return e.sites; } },
        { title: "Needs a decision", key: function (e) { return e.review.length ? 0 : 1; }, cell: function (e) {
            return e.review.map(function (r) { return esc(r); }).join("<br>"); } },
        { title: "Where (file:line)", key: function (e) { return e.locations[0] || ""; }, cell: function (e) { return locs(e.locations); } }
      ], data.migrationPlan || [], 1000);
      table("t-pairs", [
        { title: "Light", key: function (p) { return p.light; }, cell: function (p) { return swatch(hexCss(p.light), "pair", p.light) + "<code>" + esc(p.light) + "</code>"; } },
        { title: "Dark", key: function (p) { return p.dark; }, cell: function (p) { return swatch(hexCss(p.dark), "pair", p.dark) + "<code>" + esc(p.dark) + "</code>"; } },
        { title: "Uses", num: true, key: function (p) { return p.count; }, cell: function (p) { return p.count; } },
        { title: "Where (file:line)", key: function (p) { return p.locations[0] ? p.locations[0].file : ""; }, cell: function (p) {
            return locs(p.locations.map(function (l) { return l.file + ":" + l.line; })); } }
      ], data.lightDarkPairs);
      table("t-modules", [
        { title: "Module", key: function (m) { return m.name; }, cell: function (m) { return "<code>" + esc(m.name) + "</code>"; } },
        { title: "Colour uses", num: true, key: function (m) { return m.colorUses; }, cell: function (m) { return m.colorUses; } },
        { title: "Design system", num: true, key: function (m) { return m.designSystem; }, cell: function (m) { return m.designSystem; } },
        { title: "Hardcoded", num: true, key: function (m) { return m.hardcoded; }, cell: function (m) { return m.hardcoded; } },
        { title: "Coverage", num: true, key: function (m) { return m.coverage === null ? -1 : m.coverage; }, cell: function (m) { return pct(m.coverage); } },
        { title: "Findings", num: true, key: function (m) { return m.findings; }, cell: function (m) { return m.findings; } }
      ], data.modules);
      table("t-findings", [
        { title: "Where (file:line)", key: function (f) { return f[2] + ":" + String(f[3]).padStart(7, "0"); }, cell: function (f) { return '<span class="loc">' + esc(f[2] + ":" + f[3]) + "</span>"; } },
        { title: "Rule", key: function (f) { return f[0]; }, cell: function (f) { return "<code>" + esc(f[0]) + "</code>"; } },
        { title: "Severity", key: function (f) { return f[1]; }, cell: function (f) { return esc(f[1]); } },
        { title: "Context", key: function (f) { return f[4]; }, cell: function (f) { return esc(f[4]); } },
        { title: "Message", key: function (f) { return f[5]; }, cell: function (f) { return esc(f[5]); } }
      ], data.findingRows, 1000);
      document.body.setAttribute("data-render-ms", String(Math.round(performance.now())));
      document.body.setAttribute("data-ok", "1");
    })();

    """#
}
