import Foundation
import PackagePlugin

/// The `factorygen generate` call for one test target, shared by the build tool plugin and
/// the `generate-factories` command plugin (plugins cannot share a module, so both
/// compile this file).
///
/// With no `.factory.yml` it reads every Swift file of the package's own modules that the
/// test target depends on (directly or through them) and `@testable import`s each. The test
/// target's own Swift files are read as context: a conformance written there by hand
/// (`extension Token: Providable`) is used, and nothing is generated for their types. A
/// `.factory.yml` in the target's folder is passed along, so it can add excludes, imports
/// and templates.
struct FactoryGenInvocation {
    /// The name of the file factorygen writes.
    static let outputFileName = "Factories.generated.swift"

    var arguments: [String]
    /// Every file the generator reads: exact inputs, so SwiftPM reruns it only when one changes.
    var inputFiles: [URL]

    /// One model module: its name and Swift files, whether it is built with
    /// `-default-isolation MainActor`, and its folder, passed as `--module-folder` so that a
    /// target laid out under a folder not named like it still qualifies its types.
    struct ModelModule {
        var name: String
        var files: [URL]
        var isMainActor = false
        var folder: URL?
    }

    /// The call for a SwiftPM test target. A model target the manifest builds with
    /// `.defaultIsolation(MainActor.self)` is passed as `--default-isolation Name=MainActor`
    /// (SwiftPM gives plugins no target's Swift settings, so the manifest's text is read).
    /// A package whose tools version is below 5.9 gets `--retroactive`: SwiftPM passes its
    /// modules no package name, so the compiler takes the test target and its models for
    /// modules of different packages and warns at every conformance not marked so.
    init(target: SourceModuleTarget, package: Package, output: URL) {
        let manifestURL = package.directoryURL.appendingPathComponent("Package.swift")
        let manifest = (try? String(contentsOf: manifestURL, encoding: .utf8)).map(ManifestIsolation.init(manifest:))
        let models = Self.modelModules(of: target, in: package).map { module in
            ModelModule(name: module.moduleName, files: module.sourceFiles(withSuffix: "swift").map(\.url),
                        isMainActor: manifest?.isMainActor(target: module.name) ?? false, folder: module.directoryURL)
        }
        let version = package.toolsVersion
        self.init(models: models, testFiles: target.sourceFiles(withSuffix: "swift").map(\.url),
                  folder: target.directoryURL, output: output,
                  extraArguments: Self.sharesPackageName(major: version.major, minor: version.minor) ? [] : ["--retroactive"])
    }

    /// Whether SwiftPM builds a package of this tools version with `-package-name`, from 5.9 on.
    static func sharesPackageName(major: Int, minor: Int) -> Bool {
        (major, minor) >= (5, 9)
    }

    /// The call for any build system: `models` are generated for, `testFiles` (the test
    /// target's own) are read as context, and `folder` may hold a `.factory.yml`.
    /// `extraArguments` come last (`--retroactive` for an Xcode project).
    init(models: [ModelModule], testFiles: [URL], folder: URL, output: URL, extraArguments: [String] = []) {
        // Not `--quiet`: warnings (a type that cannot be provided) belong in the build log.
        var arguments = ["generate", "--output", output.path]
        var inputs: [URL] = []
        for module in models {
            arguments += ["--testable", module.name]
            if module.isMainActor { arguments += ["--default-isolation", module.name + "=MainActor"] }
            if let folder = module.folder { arguments += ["--module-folder", module.name + "=" + folder.path] }
            for file in module.files {
                arguments += ["--include", file.path]
                inputs.append(file)
            }
        }
        for file in testFiles where file.lastPathComponent != Self.outputFileName {
            arguments += ["--context", file.path]
            inputs.append(file)
        }
        let config = folder.appendingPathComponent(".factory.yml")
        if FileManager.default.fileExists(atPath: config.path) {
            arguments += ["--config", config.path]
            inputs.append(config)
            inputs += Self.templateFiles(namedIn: config)
        } else {
            // A .factory.yml where the build runs belongs to the command line, not to this target.
            arguments.append("--no-config")
        }
        self.arguments = arguments + extraArguments
        self.inputFiles = inputs
    }

    /// The Swift modules of this package that `target` depends on, directly or through one
    /// another, in dependency order. Modules from other packages (FactoryRuntime itself,
    /// libraries) are not the user's models.
    static func modelModules(of target: SourceModuleTarget, in package: Package) -> [SwiftSourceModuleTarget] {
        let own = Set(package.targets.map(\.id))
        return target.recursiveTargetDependencies.compactMap { dependency in
            guard own.contains(dependency.id), let module = dependency as? SwiftSourceModuleTarget,
                  module.kind != .test else { return nil }
            return module
        }
    }

    /// The template files a config names under `templates:`, so that editing one reruns the
    /// generator. Plugins cannot link a YAML library; this reads the one key's simple forms
    /// (`templates: a`, `templates: [a, b]`, or a block list), which is all the key accepts.
    static func templateFiles(namedIn config: URL) -> [URL] {
        guard let text = try? String(contentsOf: config, encoding: .utf8) else { return [] }
        var paths: [String] = []
        var inTemplates = false
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("templates:") {
                inTemplates = true
                let value = trimmed.dropFirst("templates:".count).trimmingCharacters(in: .whitespaces)
                paths += value.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
                    .split(separator: ",").map { unquote($0) }.filter { !$0.isEmpty }
            } else if inTemplates, trimmed.hasPrefix("- ") {
                paths.append(unquote(trimmed.dropFirst(2)))
            } else if !trimmed.isEmpty, !line.hasPrefix(" "), !line.hasPrefix("\t") {
                inTemplates = false
            }
        }
        let folder = config.deletingLastPathComponent()
        return paths.flatMap { path -> [URL] in
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [] }
            guard isFolder.boolValue else { return [url] }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { $0.hasSuffix(".stencil") }.sorted().map { url.appendingPathComponent($0) }
        }
    }

    private static func unquote(_ text: some StringProtocol) -> String {
        text.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
    }
}
