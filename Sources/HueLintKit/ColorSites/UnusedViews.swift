/// SwiftUI views nothing creates: their colours are never drawn. A view is created by its name
/// (`Gauge(value: 3)`), so a `private` view its file never names outside its own declaration, its
/// extensions and its previews is dead code. (A view other files may create is not judged: a run on
/// staged files or on part of a project cannot see them all.)
extension FileContext {
    /// The SwiftUI view struct (`struct Gauge: View`, also `Equatable` and the like beside `View`)
    /// innermost around `p`, when this file never names it outside its own body, an `extension` of
    /// it and previews; nil when there is none, the file names it, or it may be created where no
    /// name shows (a framework attribute, `public` or `open`).
    func viewTypeUnusedInFile(around p: Int) -> Scope? {
        guard language == .swift, let type = scopes.enclosing(at: p, kinds: [.type]) else { return nil }
        let name = Int(type.nameToken), open = Int(type.open), close = Int(type.close)
        guard isViewStruct(type, besideOnlyValueProtocols: false), !hasFrameworkAttribute(before: name - 1),
              !hasModifier(before: name - 1, ["public", "open"]) else { return nil }
        for use in uses(of: name) {
            let u = Int(use)
            if u == name || u > open && u < close || self.is(u - 1, "extension") { continue }
            if scopes.isPreview(at: u) || isPreviewCode(at: u) { continue }
            return nil
        }
        return type
    }
}
