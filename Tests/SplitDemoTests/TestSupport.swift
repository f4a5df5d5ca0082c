// Shared helpers for the demo tests: a loaded settings store and paths into the repository (temporary folders are
// SplitKitTestSupport's).
import Foundation
import SplitKitTestSupport

/// A settings store for `folder/settings.json`, loaded (nothing there yet), and its path: what each save test starts from.
func loadedStore(in folder: String) throws -> (path: String, store: SettingsStore) {
    let path = folder + "/settings.json"
    let store = try SettingsStore(path: path)
    _ = store.load { _ in }
    return (path, store)
}

/// The repository root (this file is Tests/SplitDemoTests/TestSupport.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// Reads a JSON Lines state log into records.
func readStateLog(_ path: String) throws -> [JSONRecord] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return try text.split(separator: "\n").map { try JSONRecord(String($0)) }
}

import SplitDemo
import SplitKitScripting

/// One parsed state log line.
struct JSONRecord {
    let value: JSONValue
    init(_ line: String) throws { value = try JSONReader.parse(line) }
    subscript(_ path: String) -> JSONValue? { value.value(at: path) }
}
