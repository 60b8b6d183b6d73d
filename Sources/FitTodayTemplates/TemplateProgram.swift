/// The compiled form of a ``TemplateSet``: every template's nodes, text and names, made once and never changed.
///
/// A class, so that a set is one reference: a renderer per page, and every copy of the set a page model or a
/// rendering task holds, then costs one retain instead of one per array, and the renderer reads the arrays it
/// walks through pointers taken once per render (see ``TemplateRenderer``).
final class TemplateProgram: Sendable {
    let nodes: [TemplateNode]
    /// Text of every template and the indentation of partials and blocks.
    let text: [UInt8]
    let paths: [ValuePath]
    let keys: [String]
    /// ``TemplateKeys`` numbers of `keys`, which is what rendering compares.
    let keyIDs: [Int32]
    let overrides: [BlockOverride]
    let overrideGroups: [Range<Int>]
    /// Nodes of each template, by index.
    let roots: [Range<Int>]
    let index: [String: Int]
    /// Bytes to reserve for each template's output: twice the text of the template and of the partials and
    /// parents it names, so that a page's buffer seldom grows while it renders.
    let sizeHints: [Int]

    init(compiler: TemplateCompiler, roots: [Range<Int>], index: [String: Int]) {
        nodes = compiler.nodes
        text = compiler.text
        paths = compiler.paths
        keys = compiler.keys
        keyIDs = TemplateKeys.ids(compiler.keys)
        overrides = compiler.overrides
        overrideGroups = compiler.overrideGroups
        self.roots = roots
        self.index = index
        sizeHints = roots.map { [nodes = compiler.nodes] root in
            var bytes = 0
            func addText(_ range: Range<Int>) {
                for node in nodes[range] { if case .text(let text) = node { bytes += text.count } }
            }
            addText(root)
            for node in nodes[root] {
                switch node {
                case .partial(let template, _), .parent(let template, _, _, _): addText(roots[template])
                default: break
                }
            }
            return min(2 * bytes, 1 << 16)
        }
    }
}
