"""Unit tests of the benchmark scripts' pure parts: reading build logs, tables, and the layering
of the generated monorepo. Run: python3 -m unittest discover -s Scripts/Benchmarks"""

import re
import sys
import tempfile
import unittest
from pathlib import Path

sys.dont_write_bytecode = True

import buildbench  # noqa: E402
import synthetic  # noqa: E402

FRONTEND_COMPILE = (
    "/opt/swift/usr/bin/swift-frontend -frontend -c -primary-file /r/Sources/ItemFeature/A.swift "
    "/r/Sources/ItemFeature/B.swift -emit-dependencies-path /s/A.d "
    "-module-name ItemFeature -o /s/A.o"
)
FRONTEND_EMIT_MODULE = (
    "/opt/swift/usr/bin/swift-frontend -frontend -emit-module "
    "-experimental-skip-non-inlinable-function-bodies-without-types /r/Sources/Models/Item.swift "
    "-module-name Models -o /s/Models.swiftmodule"
)
DRIVER = (
    "/opt/swift/usr/bin/swiftc -module-name AppFeature -emit-dependencies -emit-module "
    "-emit-module-path /s/Modules/AppFeature.swiftmodule -output-file-map /s/output-file-map.json"
)
MANIFEST = (
    "warning: 'models': /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file "
    "/r/Packages/Models/Package.swift -swift-version 6 -package-description-version 6.1.0 "
    "-module-name main -o /tmp/Package-1.o"
)
CLANG_C_TARGET = (
    "/opt/swift/usr/bin/clang -target x86_64-unknown-linux-gnu -O0 -fmodule-name=CShim "
    "-I /r/Sources/CShim/include -c /r/Sources/CShim/shim.c -o /s/CShim.build/shim.c.o"
)
MODULE_WRAP = "/opt/swift/usr/bin/swiftc -modulewrap /s/Modules/Models.swiftmodule -o /s/x.o"


class ModulesCompiledTests(unittest.TestCase):
    def test_frontend_compile_and_emit_module_jobs_count_as_compiled(self):
        log = "\n".join([FRONTEND_COMPILE, FRONTEND_EMIT_MODULE])
        self.assertEqual(buildbench.modules_compiled(log), {"ItemFeature", "Models"})

    def test_a_driver_line_alone_is_checked_but_not_compiled(self):
        self.assertEqual(buildbench.modules_compiled(DRIVER), set())
        self.assertEqual(buildbench.modules_checked(DRIVER), {"AppFeature"})

    def test_manifest_evaluation_is_not_a_module_of_the_build(self):
        self.assertEqual(buildbench.modules_compiled(MANIFEST), set())
        self.assertEqual(buildbench.modules_checked(MANIFEST), set())

    def test_clang_compile_of_a_c_target_counts_by_its_module_name(self):
        self.assertEqual(buildbench.modules_compiled(CLANG_C_TARGET), {"CShim"})

    def test_module_wrapping_is_neither_compiled_nor_checked(self):
        self.assertEqual(buildbench.modules_compiled(MODULE_WRAP), set())
        self.assertEqual(buildbench.modules_checked(MODULE_WRAP), set())


class MarkdownTableTests(unittest.TestCase):
    def test_figures_are_right_aligned_and_words_left_aligned(self):
        table = buildbench.markdown_table(
            ["build", "cold (s)", "ratio"], [["Models", "12.50", "0.50×"], ["App", "-", "FAILED"]]
        )
        self.assertEqual(
            table.splitlines(),
            [
                "| build | cold (s) | ratio |",
                "|---|--:|--:|",
                "| Models | 12.50 | 0.50× |",
                "| App | - | FAILED |",
            ],
        )

    def test_ratio_is_left_out_without_a_baseline(self):
        self.assertEqual(buildbench.ratio(3.0, None), "-")
        self.assertEqual(buildbench.ratio(3.0, 2.0), "1.50×")


def local_dependencies(manifest: str) -> set:
    return set(re.findall(r'\.package\(path: "\.\./([^"]+)"\)', manifest))


class GeneratorTests(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.root = Path(self.directory.name)

    def tearDown(self):
        self.directory.cleanup()

    def test_a_feature_package_sees_only_the_horizontal_packages(self):
        synthetic.generate(3, self.root / "repo", "packages")
        manifest = (self.root / "repo/Packages/Feature0002/Package.swift").read_text()
        self.assertEqual(local_dependencies(manifest), {"Models", "ApiClient", "TextViews"})

    def test_the_app_package_depends_on_every_feature(self):
        synthetic.generate(3, self.root / "repo", "packages")
        manifest = (self.root / "repo/Packages/AppFeature/Package.swift").read_text()
        self.assertEqual(
            local_dependencies(manifest),
            {"Models", "ApiClient", "TextViews", "Feature0001", "Feature0002", "Feature0003"},
        )

    def test_both_layouts_hold_the_same_sources(self):
        synthetic.generate(2, self.root / "split", "packages")
        synthetic.generate(2, self.root / "single", "single-manifest")
        split = {
            p.relative_to(p.parents[1]): p.read_text()
            for p in (self.root / "split/Packages").glob("*/Sources/*/*.swift")
        }
        single = {
            p.relative_to(self.root / "single/Sources"): p.read_text()
            for p in (self.root / "single/Sources").glob("*/*.swift")
        }
        self.assertEqual(split, single)

    def test_the_single_manifest_declares_every_target(self):
        synthetic.generate(2, self.root / "repo", "single-manifest")
        manifest = (self.root / "repo/Package.swift").read_text()
        targets = re.findall(r'\.(?:executableTarget|target)\(\s*name: "([^"]+)"', manifest)
        self.assertEqual(
            targets,
            ["Models", "ApiClient", "TextViews", "Feature0001", "Feature0002", "AppFeature", "App"],
        )

    def test_destinations_are_plain_data(self):
        synthetic.generate(1, self.root / "repo", "packages")
        source = (
            self.root / "repo/Packages/Feature0001/Sources/Feature0001/Feature0001Destination.swift"
        ).read_text()
        self.assertIn("public enum Feature0001Destination: Hashable, Codable, Sendable", source)

    def test_a_non_empty_directory_is_refused(self):
        (self.root / "repo").mkdir()
        (self.root / "repo/keep.txt").write_text("mine")
        with self.assertRaisesRegex(ValueError, "is not empty"):
            synthetic.generate(1, self.root / "repo", "packages")


if __name__ == "__main__":
    unittest.main()
