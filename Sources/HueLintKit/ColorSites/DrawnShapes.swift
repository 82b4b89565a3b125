/// Colours that fill or stroke shapes drawn in code on Apple platforms: the current colour of a
/// graphics context, a shape layer's `CGColor`s, a drawn gradient. Read by hand in apps HueLint was
/// not tuned on, such colours were illustration (a compass needle, a map pin, a crosshair, a chart
/// track, a cursor glyph) in every one of thirty cases, never a missing token. A view's own layer
/// chrome (`layer.borderColor`, `layer.backgroundColor`) and SwiftUI shapes stay styling.
extension FileContext {
    /// Whether the hardcoded colour at `p…end` is drawn as a shape:
    /// - `NSColor.red.setFill()`, `(on ? a : b).setStroke()`, `UIColor.gray.set()`;
    /// - `ctx.setFillColor(…)`, `ctx.setStrokeColor(…)`;
    /// - `shape.fillColor = UIColor.red.cgColor`, `strokeColor = on ? a.cgColor : b.cgColor`;
    /// - `NSGradient(starting: …, ending: …)`, `CGGradient(colorsSpace: nil, colors: [...] as CFArray, …)`;
    /// - `context.fill(path, with: .color(.red))` in a SwiftUI `Canvas`.
    func isDrawnShapeColor(_ p: Int, end: Int) -> Bool {
        guard language == .swift else { return false }
        if chainSetsDrawingColor(from: p, to: end) { return true }
        // Out of grouping parens and array literals, to the call or assignment the value is for.
        var value = p
        for _ in 0..<3 {
            if let open = enclosingOpenParen(before: value) {
                if let callee = calleeName(beforeParen: open) {
                    return drawsWithArgument(callee: callee)
                }
                let close = partnerOf(open)
                if close > open && chainSetsDrawingColor(from: close + 1, to: expressionEnd(from: close + 1, limit: count)) { return true }
                value = open
            } else if let open = enclosingOpenBracket(before: value) {
                value = open
            } else {
                break
            }
        }
        // `strokeColor = isZero ? a : b`: the whole choice is the value assigned.
        if let whole = enclosingChoiceStart(of: value), whole < value { value = whole }
        guard isOperator(value - 1, "="), isIdentifier(value - 2) else { return false }
        // A shape layer's fill and stroke are `CGColor`s; a view's `fillColor` (`NSBox`) is its background.
        return (self.is(value - 2, "fillColor") || self.is(value - 2, "strokeColor")) && mentions("cgColor", from: p, to: end)
    }

    /// `.setFill()`, `.setStroke()` or `.set()` on the chain from `start` up to `end`, at its own level.
    private func chainSetsDrawingColor(from start: Int, to end: Int) -> Bool {
        var q = start
        while q < end {
            if kind(q) == .dot && kind(q + 2) == .leftParen && partnerOf(q + 2) == q + 3
                && (self.is(q + 1, "setFill") || self.is(q + 1, "setStroke") || self.is(q + 1, "set")) {
                return true
            }
            let other = partnerOf(q)
            q = other > q ? other + 1 : q + 1
        }
        return false
    }

    /// A graphics context's colour setters, drawn gradients and a `Canvas` shading take the colour
    /// to draw with.
    private func drawsWithArgument(callee: Int) -> Bool {
        if self.is(callee, "setFillColor") || self.is(callee, "setStrokeColor")
            || self.is(callee, "NSGradient") || self.is(callee, "CGGradient") {
            return true
        }
        // `with: .color(.red)`: a `GraphicsContext` shading.
        return self.is(callee, "color") && kind(callee - 1) == .dot && kind(callee - 2) == .colon && self.is(callee - 3, "with")
    }

    /// Whether the identifier `name` appears among the tokens `start..<end`.
    private func mentions(_ name: StaticString, from start: Int, to end: Int) -> Bool {
        var q = start
        while q < end {
            if self.is(q, name) { return true }
            q += 1
        }
        return false
    }
}
