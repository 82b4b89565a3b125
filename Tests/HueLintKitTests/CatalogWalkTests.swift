import Foundation
import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// The token catalog's asset catalogs and resource folders come from the lint walk itself: one
/// walk, the same .gitignore rules, and nothing when only files are named (a pre-commit hook).
final class CatalogWalkTests: XCTestCase {
    private let tree = TemporaryTree("catalog")
    private var root: String { tree.root }

    override func setUpWithError() throws {
        let colorSet = #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x00","green":"0x66","blue":"0xCC","alpha":"1.000"}}}],"info":{"version":1,"author":"xcode"}}"#
        try write("App/Assets.xcassets/Brand.colorset/Contents.json", colorSet)
        try write("Old/Legacy.xcassets/Stale.colorset/Contents.json", colorSet)
        try write(".gitignore", "Old/\n")
        try write("android/src/main/res/values/colors.xml", #"<resources><color name="brand">#FF0066CC</color></resources>"#)
        try write("App/Home.swift", "let c = Color(hex: \"0066CC\")\n")
    }

    override func tearDownWithError() throws { tree.remove() }

    private func write(_ relative: String, _ text: String) throws { try tree.write(relative, text) }

    func testWalkReportsAssetCatalogsAndResourceFoldersItDidNotIgnore() {
        let result = FileWalker().walk([root], currentDirectory: root)
        XCTAssertEqual(result.assetCatalogs, [root + "/App/Assets.xcassets"])
        XCTAssertEqual(result.resourceFolders, [root + "/android/src/main/res"])
        XCTAssertEqual(result.files.map(\.path), ["App/Home.swift"])
    }

    func testCatalogComesFromTheWalk() {
        let walk = FileWalker().walk(["."], currentDirectory: root)
        let catalog = TokenCatalogLoader.load(configuration: .defaults, walk: walk, currentDirectory: root)
        XCTAssertEqual(catalog.tokens.map(\.name).sorted(), ["Brand", "brand"])
    }

    func testNamedFilesOnlyFindNoFolders() {
        let walk = FileWalker().walk(["App/Home.swift"], currentDirectory: root)
        XCTAssertEqual(walk.assetCatalogs, [])
        XCTAssertEqual(walk.resourceFolders, [])
    }
}
