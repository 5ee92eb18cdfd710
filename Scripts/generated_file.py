"""What the scripts that make a Swift file from data share: the string
literal that embeds a file's text exactly, and the write or --check step.

    from generated_file import literal, write_or_check
"""
import sys


def literal(text: str) -> str:
    """`text` as a raw multi-line Swift string literal, with as many `#` as
    it needs. A multi-line literal drops the newline before its closing
    delimiter, so one more keeps the text's own final newline."""
    hashes = "#"
    while ('"' + hashes) in text or ('\\' + hashes) in text:
        hashes += "#"
    return f'{hashes}"""\n{text}\n"""{hashes}'


def write_or_check(path: str, text: str, script: str, source: str) -> int:
    """Writes `text` to `path`, or with --check compares them and says which
    script to run when they differ; the exit status."""
    if sys.argv[1:] == ["--check"]:
        with open(path, encoding="utf-8") as handle:
            if handle.read() != text:
                name = path.rsplit("/", 1)[-1]
                print(f"{script}: {name} differs from {source}; run Scripts/{script}.py", file=sys.stderr)
                return 1
        return 0
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    return 0
