"""Shared pieces of Scripts/bench-build: running a timed build, reading which modules it
compiled from its log, medians, and Markdown tables.

Which modules a build compiled is read from its verbose log (`swift build -v`), which prints every
command it runs. A module counts as compiled when at least one swift-frontend job of that module
ran: a `-frontend -c` (compile) or `-frontend -emit-module` job carrying `-module-name NAME`, or a
clang compile carrying `-fmodule-name=NAME` (C targets). The driver's own `swiftc` line is not
counted, because it is printed even when the driver then finds nothing to recompile. Manifest
evaluations (`-module-name main` with `-package-description-version`) are not modules of the
build. The non-verbose `Compiling X` progress lines are not used: SwiftPM drops some of them when
tasks finish close together.

A module is re-checked when its build command ran at all: the `swiftc` driver line (or the link
line of an executable) of that module is in the log. After an edit, SwiftPM re-runs the command
of every module that depends on the edited one, and the driver then decides, file by file,
whether anything needs compiling; so the re-checked modules are exactly the edited module's
dependents in the build graph, even when the driver finds nothing to recompile.
"""

import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

FRONTEND_JOB = re.compile(r"\bswift-frontend\s+-frontend\s+-(?:c|emit-module)\b")
SWIFT_MODULE_NAME = re.compile(r"\s-module-name\s+(\S+)")
DRIVER = re.compile(r"\bswiftc\s")
CLANG_COMPILE = re.compile(r"\bclang\S*\s.*\s-c\s")
CLANG_MODULE_NAME = re.compile(r"\s-fmodule-name=(\S+)")


class BuildFailed(Exception):
    """A build or command the benchmark depends on failed; the message points at its log."""


def progress(message: str) -> None:
    """Progress of slow work goes to stderr, so stdout holds only the tables."""
    print(f"bench-build: {message}", file=sys.stderr, flush=True)


def modules_compiled(log: str) -> set[str]:
    """Names of the modules a verbose build log shows at least one compile job for."""
    modules = set()
    for line in log.splitlines():
        if FRONTEND_JOB.search(line):
            if "-package-description-version" in line:
                continue  # a manifest being evaluated, not a module of the build
            match = SWIFT_MODULE_NAME.search(line)
            if match:
                modules.add(match.group(1))
        elif CLANG_COMPILE.search(line):
            match = CLANG_MODULE_NAME.search(line)
            if match:
                modules.add(match.group(1))
    return modules


def modules_checked(log: str) -> set[str]:
    """Names of the modules whose build command (driver or link) a verbose build log shows."""
    modules = set()
    for line in log.splitlines():
        if DRIVER.search(line) and "-frontend" not in line and "-modulewrap" not in line:
            match = SWIFT_MODULE_NAME.search(line)
            if match and match.group(1) != "main":
                modules.add(match.group(1))
    return modules


@dataclass
class Result:
    """One timed command: wall-clock seconds, the modules it compiled and re-checked (see the
    module documentation), where its log is, and the CPU time (user + system) of the command
    and every process it waited for, which a busy machine inflates far less than wall time."""

    seconds: float
    modules: set = field(default_factory=set)
    checked: set = field(default_factory=set)
    log_path: Path | None = None
    cpu_seconds: float = 0.0


def run_timed(command: list[str], log_path: Path, cwd: Path | None = None, stdin=None) -> Result:
    """Runs `command`, writing its output to `log_path`; raises BuildFailed if it fails."""
    log_path.parent.mkdir(parents=True, exist_ok=True)
    usage_before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    completed = subprocess.run(
        command,
        cwd=cwd,
        stdin=stdin if stdin is not None else subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    seconds = time.monotonic() - start
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu_seconds = (usage.ru_utime - usage_before.ru_utime) + (
        usage.ru_stime - usage_before.ru_stime
    )
    log_path.write_text(completed.stdout)
    if completed.returncode != 0:
        tail = "\n".join(completed.stdout.splitlines()[-15:])
        raise BuildFailed(
            f"`{' '.join(map(str, command))}` exited {completed.returncode}; "
            f"full log: {log_path}\n{tail}"
        )
    log = completed.stdout
    return Result(seconds, modules_compiled(log), modules_checked(log), log_path, cpu_seconds)


def swift_build(package: Path, scratch: Path, log_path: Path, extra: Sequence[str] = ()) -> Result:
    """`swift build -v` of `package` into `scratch`, timed, with the modules it compiled."""
    command = [
        "swift",
        "build",
        "-v",
        "--package-path",
        str(package),
        "--scratch-path",
        str(scratch),
    ]
    return run_timed([*command, *extra], log_path)


def swift_package(package: Path, scratch: Path, *subcommand: str) -> list[str]:
    """The command line of `swift package SUBCOMMAND` for `package` with its own scratch path
    (the package options go before the subcommand)."""
    return [
        "swift",
        "package",
        "--package-path",
        str(package),
        "--scratch-path",
        str(scratch),
        *subcommand,
    ]


def fresh_copy(source: Path, destination: Path) -> Path:
    """Replaces `destination` with a copy of `source` (both inside the benchmark's work dir)."""
    remove(destination)
    shutil.copytree(source, destination, symlinks=True)
    return destination


def remove(path: Path) -> None:
    if path.is_symlink() or path.is_file():
        path.unlink()
    elif path.exists():
        shutil.rmtree(path)


def touch(path: Path) -> None:
    """Updates the file's modification time, as saving it unchanged in an editor does."""
    os.utime(path)


def median(values: list[float]) -> float:
    return statistics.median(values)


def seconds(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def ratio(value: float | None, baseline: float | None) -> str:
    if value is None or not baseline:
        return "-"
    return f"{value / baseline:.2f}×"


NUMERIC_CELL = re.compile(r"^(-|FAILED|[0-9.]+×?)$")


def markdown_table(header: list[str], rows: list[list[str]]) -> str:
    """A Markdown table; columns of figures are right-aligned, columns of words left-aligned."""

    def alignment(column: int) -> str:
        numeric = rows and all(NUMERIC_CELL.match(row[column]) for row in rows)
        return "--:" if numeric else "---"

    lines = [
        "| " + " | ".join(header) + " |",
        "|" + "|".join(alignment(i) for i in range(len(header))) + "|",
    ]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def module_list(modules: set) -> str:
    return ", ".join(sorted(modules)) if modules else "(none)"
