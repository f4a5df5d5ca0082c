// A fresh folder per test for the tests that use files, removed afterwards: the one temporary-folder helper.
import Foundation

/// A fresh empty folder named after the test (`label`), for the caller to remove with ``removeTemporaryFolder(_:)``.
public func makeTemporaryFolder(_ label: String = #function) throws -> String {
    let name = label.filter { $0.isLetter || $0.isNumber }
    let path = FileManager.default.temporaryDirectory.path + "/splitview-tests-\(name)-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Removes a folder ``makeTemporaryFolder(_:)`` made, and everything in it.
public func removeTemporaryFolder(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
}

/// Runs `body` with the path of a new empty folder, then removes the folder and everything in it.
public func withTemporaryFolder(_ label: String = #function, _ body: (String) throws -> Void) throws {
    let path = try makeTemporaryFolder(label)
    defer { removeTemporaryFolder(path) }
    try body(path)
}
