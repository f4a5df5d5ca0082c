// Builds a module's `.strings` tables (Resources/LANG.lproj/TABLE.strings) into its code, so its words need no resource
// bundle: SwiftPM's bundles are found through Foundation's `Bundle`, which would link all of Foundation into every app.
import Foundation
import PackagePlugin

/// Runs `embed-strings` over the target's `Resources/LANG.lproj/*.strings` (`Base.lproj` aside: it is no language),
/// which writes `ShippedStrings.swift`: the tables' text by table and language (`ShippedStrings.tables["SplitKit"]?["he"]`),
/// for `StringsCatalog(table:texts:)`. The target excludes `Resources` (its files are not sources).
@main
struct EmbedStrings: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let resources = module.directoryURL.appending(path: "Resources")
        let manager = FileManager.default
        // A folder that cannot be listed stops the build: a language silently left out would show English.
        let folders = try manager.contentsOfDirectory(atPath: resources.path)
        let tables = try folders.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.sorted().flatMap { folder in
            try manager.contentsOfDirectory(atPath: resources.appending(path: folder).path)
                .filter { $0.hasSuffix(".strings") }.sorted()
                .map { resources.appending(path: folder).appending(path: $0) }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "ShippedStrings.swift")
        return [
            .buildCommand(
                displayName: "Building \(module.name)'s strings tables into its code",
                executable: try context.tool(named: "embed-strings").url,
                arguments: [output.path] + tables.map(\.path),
                inputFiles: tables,
                outputFiles: [output]
            ),
        ]
    }
}
