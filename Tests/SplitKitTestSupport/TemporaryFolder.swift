// A fresh folder per test for the tests that use files, removed afterwards.
import Foundation

/// Runs `body` with the path of a new empty folder, then removes the folder and everything in it.
public func withTemporaryFolder(_ label: String = #function, _ body: (String) throws -> Void) throws {
    let name = label.filter { $0.isLetter || $0.isNumber }
    let path = FileManager.default.temporaryDirectory.path + "/splitview-tests-\(name)-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    try body(path)
}
