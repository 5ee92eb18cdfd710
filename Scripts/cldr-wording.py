#!/usr/bin/env python3
"""Makes Sources/CheckoutPricing/Wording/CLDRData+Generated.swift from Unicode CLDR.

    Scripts/cldr-wording.py           write the Swift file from the installed babel
    Scripts/cldr-wording.py --check   exit 1 when the Swift file differs from what it makes

The data comes from CLDR as the PyPI package babel ships it (`pip install
babel`); the file's header records babel's version, CLDR's version and this
command. Only what the shopper's wording reads is generated, for the locales
listed in TAGS:

- the abbreviated weekday names (format context), Monday first, and the
  abbreviated month names (format context), January first;
- the short date with a weekday, CLDR's availableFormats skeleton MMMEd, as
  the engine's DatePart values;
- the cardinal plural rule for integer counts (the operands v, w, f, t, c and
  e are 0 for an integer, so only n and i remain);
- the territory names of every ISO 3166-1 code the engine knows (read from
  Sources/CheckoutPricing/Contacts/CountryTable+ISO3166.swift).

The output depends only on babel's data and that file: running it twice
writes the same bytes. --check exits 0 with a message, and compares nothing,
where babel is not installed or is another version than the file's, so a
machine without it does not fail; a test runs --check where babel is.
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SWIFT = ROOT / "Sources" / "CheckoutPricing" / "Wording" / "CLDRData+Generated.swift"
ISO_ROWS = ROOT / "Sources" / "CheckoutPricing" / "Contacts" / "CountryTable+ISO3166.swift"
COMMAND = "pip install babel=={babel} && python3 Scripts/cldr-wording.py"

# The BCP 47 tags; each one's Swift case is the tag without its hyphens
# (en-GB: enGB) and babel's identifier is the tag with underscores (en_GB).
# en is CLDR's root English, which is the United States'; en-GB inherits
# en-001's patterns.
TAGS = ["en", "en-GB", "de", "fr", "es", "it", "nl", "pt-BR", "ja", "zh-Hans", "zh-Hant", "ko"]
LOCALES = [(tag.replace("-", ""), tag, tag.replace("-", "_")) for tag in TAGS]

WIDTH = 116  # the longest line of the arrays of names


def fail(message: str) -> None:
    sys.exit(f"cldr-wording: {message}")


def swift_string(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    for character in escaped:
        if ord(character) < 0x20 or ord(character) == 0x7F:
            fail(f"control character in CLDR text {text!r}")
    return f'"{escaped}"'


def wrapped(items: list, indent: str) -> list:
    """An array literal's elements, as many to a line as fit in WIDTH."""
    lines, line = [], indent
    for item in items:
        piece = item + ","
        if line != indent and len(line) + 1 + len(piece) > WIDTH:
            lines.append(line)
            line = indent
        line = line + (" " if line != indent else "") + piece
    if line != indent:
        lines.append(line)
    return lines


def comment(text: str) -> list:
    """A `///` comment of `text`, wrapped at 100 columns."""
    lines, line = [], "  ///"
    for word in text.split(" "):
        if line != "  ///" and len(line) + 1 + len(word) > 100:
            lines.append(line)
            line = "  ///"
        line += " " + word
    return lines + [line]


# MARK: - The short date


def date_parts(pattern: str, tag: str) -> list:
    """A CLDR date pattern (UTS #35, Date Field Symbol Table) as DatePart
    literals; a field the engine cannot write stops the script."""
    parts, index = [], 0
    text = ""

    def flush() -> None:
        nonlocal text
        if text:
            parts.append(f".text({swift_string(text)})")
            text = ""

    while index < len(pattern):
        character = pattern[index]
        if character == "'":
            # 'literal' text; '' is one apostrophe, inside quotes or out.
            end = index + 1
            if end < len(pattern) and pattern[end] == "'":
                text += "'"
                index += 2
                continue
            while True:
                if end >= len(pattern):
                    fail(f"{tag}: unterminated quote in the date pattern {pattern!r}")
                if pattern[end] == "'":
                    if end + 1 < len(pattern) and pattern[end + 1] == "'":
                        text += "'"
                        end += 2
                        continue
                    break
                text += pattern[end]
                end += 1
            index = end + 1
        elif "a" <= character.lower() <= "z":
            end = index
            while end < len(pattern) and pattern[end] == character:
                end += 1
            field = pattern[index:end]
            index = end
            flush()
            if field in ("E", "EE", "EEE"):
                parts.append(".weekday")
            elif field == "MMM":
                parts.append(".month")
            elif field == "M":
                parts.append(".monthNumber")
            elif field == "d":
                parts.append(".day")
            else:
                fail(f"{tag}: the date pattern {pattern!r} has the field {field!r}, which DatePart cannot write")
        else:
            text += character
            index += 1
    flush()
    if parts.count(".day") != 1:
        fail(f"{tag}: the date pattern {pattern!r} does not name the day once")
    return parts


# MARK: - Plural rules


def compile_rule(node):
    """A babel plural-rule AST node for an integer count, as a Swift Bool
    expression over `n` (the count's magnitude), or a Python bool when the
    operands of an integer make it constant; with the same as a Python
    function of n, to check against babel."""
    kind, arguments = node
    if kind in ("and", "or"):
        left, left_py = compile_rule(arguments[0])
        right, right_py = compile_rule(arguments[1])
        conjunction = kind == "and"
        if conjunction:
            python = lambda n: left_py(n) and right_py(n)  # noqa: E731
        else:
            python = lambda n: left_py(n) or right_py(n)  # noqa: E731
        # A constant side decides the whole (false for and, true for or) or
        # leaves the other side alone.
        if left is (not conjunction) or right is (not conjunction):
            return not conjunction, python
        if left is conjunction:
            return right, python
        if right is conjunction:
            return left, python
        if conjunction:
            return f"{parenthesized(left, 'and')} && {parenthesized(right, 'and')}", python
        return f"{left} || {right}", python
    if kind == "not":
        inner, inner_py = compile_rule(arguments[0])
        python = lambda n: not inner_py(n)  # noqa: E731
        if isinstance(inner, bool):
            return not inner, python
        if inner.startswith("n == "):
            return inner.replace("n == ", "n != ", 1), python
        return f"!({inner})", python
    if kind == "relation":
        method, expression, range_list = arguments
        if method not in ("in", "within"):
            fail(f"unknown plural relation {method!r}")
        value, value_py = operand(expression)
        ranges = [(low[1][0], high[1][0]) for low, high in range_list[1]]

        def python(n):
            return any(low <= value_py(n) <= high for low, high in ranges)

        if isinstance(value, int):
            return any(low <= value <= high for low, high in ranges), python
        tests = [
            f"{value} == {number(low)}" if low == high else f"({number(low)}...{number(high)}).contains({value})"
            for low, high in ranges
        ]
        return (tests[0] if len(tests) == 1 else "(" + " || ".join(tests) + ")"), python
    fail(f"unknown plural rule node {kind!r}")


def parenthesized(expression: str, within: str) -> str:
    # Swift's && binds tighter than ||.
    return f"({expression})" if within == "and" and " || " in expression else expression


def number(value: int) -> str:
    """An integer literal with Swift's digit separators: 1_000_000."""
    return f"{value:_}"


def operand(expression):
    """An operand of CLDR's plural rules (UTS #35, Plural Operand Meanings)
    for an integer count: n and i are the count, the others 0."""
    kind, arguments = expression
    if kind in ("n", "i"):
        return "n", lambda n: n
    if kind in ("v", "w", "f", "t", "c", "e"):
        return 0, lambda n: 0
    if kind == "mod":
        inner, inner_py = operand(arguments[0])
        divisor = arguments[1][1][0]
        if isinstance(inner, int):
            return inner % divisor, lambda n: inner_py(n) % divisor
        return f"{inner} % {number(divisor)}", lambda n: inner_py(n) % divisor
    fail(f"unknown plural operand {kind!r}")


def plural_function(rule, tag: str) -> tuple:
    """The body of a Swift function from an integer count to its plural
    category, checked against babel's own evaluation of the rule."""
    body, checks = [], []
    uses_n = False
    for category, node in rule.abstract:
        condition, python = compile_rule(node)
        checks.append((category, python))
        if condition is False:
            continue
        if condition is True:
            body.append(f"return .{category}")
            break
        uses_n = True
        body.append(f"if {condition} {{ return .{category} }}")
    else:
        body.append("return .other")
    # Every count up to 10,000 and the powers of ten and their multiples up
    # to 10^12, in the compiled Python as in babel.
    samples = list(range(0, 10_001)) + [m * 10**k for k in range(4, 13) for m in (1, 2, 5, 11, 21)]
    for count in samples:
        mine = next((category for category, python in checks if python(count)), "other")
        if mine != rule(count):
            fail(f"{tag}: the compiled plural rule gives {mine} for {count}, babel {rule(count)}")
    if uses_n:
        body.insert(0, "let n = count.magnitude")
    return tuple(body)


# MARK: - The file


def iso_codes() -> list:
    codes = re.findall(r"^    ([A-Z]{2}),[A-Z]{3},", ISO_ROWS.read_text(), re.M)
    if len(codes) < 200 or codes != sorted(codes):
        fail(f"{ISO_ROWS.relative_to(ROOT)}: expected the ISO 3166-1 rows sorted by code")
    return codes


def swift(babel_module) -> str:
    from babel.core import Locale, get_cldr_version

    cldr = get_cldr_version()
    codes = iso_codes()
    functions: dict = {}  # body -> (name, [tags])
    locales = []
    for case, tag, identifier in LOCALES:
        locale = Locale.parse(identifier)
        weekdays = [locale.days["format"]["abbreviated"][day] for day in range(7)]
        months = [locale.months["format"]["abbreviated"][month] for month in range(1, 13)]
        pattern = locale.datetime_skeletons["MMMEd"].pattern
        parts = date_parts(pattern, tag)
        body = plural_function(locale.plural_form, tag)
        rules = "; ".join(f"{category}: {locale.plural_form.rules[category]}" for category, _ in locale.plural_form.abstract)
        # One function per rule as CLDR writes it, so each names its rule.
        name, tags = functions.setdefault((body, rules), (f"plural{case[0].upper()}{case[1:]}", []))
        tags.append(tag)
        territories = [locale.territories[code] for code in codes]
        locales.append((case, tag, weekdays, months, pattern, parts, name, territories))

    lines = [
        "// swift-format-ignore-file",
        f"// Generated by Scripts/cldr-wording.py from Unicode CLDR {cldr} (the PyPI package babel {babel_module.__version__}); do not edit.",
        f"// Regenerate: {COMMAND.format(babel=babel_module.__version__)}",
        "// A test runs the script with --check where babel is installed, and fails when this file differs.",
        "",
        "/// The locales whose CLDR data is generated, by their BCP 47 tags.",
        "enum CLDRLocale: String, CaseIterable, Sendable {",
    ]
    # A case named as its tag takes the tag as its raw value without saying so.
    lines += [f"  case {case}" if case == tag else f'  case {case} = "{tag}"' for case, tag, *_ in locales]
    lines += [
        "}",
        "",
        "extension CLDRData {",
        "  /// The data of `locale`. Each locale's is made the first time it is",
        "  /// asked for: a process that answers in one language builds no other.",
        "  static func of(_ locale: CLDRLocale) -> CLDRData {",
        "    switch locale {",
    ]
    lines += [f"    case .{case}: {case}" for case, *_ in locales]
    lines += [
        "    }",
        "  }",
        "",
        "  /// The ISO 3166-1 codes that ``territoryNames`` follows, in order.",
        "  static let territoryCodes: [String] = [",
    ]
    lines += wrapped([swift_string(code) for code in codes], "    ")
    lines += ["  ]"]
    for case, tag, weekdays, months, pattern, parts, name, territories in locales:
        lines += [
            "",
            f"  /// {tag}; the short date is CLDR's MMMEd pattern `{pattern}`.",
            f"  private static let {case} = CLDRData(",
            f"    weekdays: [{', '.join(swift_string(day) for day in weekdays)}],",
            "    months: [",
        ]
        lines += wrapped([swift_string(month) for month in months], "      ")
        lines += [
            "    ],",
            f"    shortDate: [{', '.join(parts)}],",
            f"    plural: {name},",
            "    territoryNames: [",
        ]
        lines += wrapped([swift_string(name) for name in territories], "      ")
        lines += ["    ])"]
    for (body, rules), (name, tags) in functions.items():
        lines += [""]
        lines += comment(f"The cardinal plural category of a count in {', '.join(tags)}; CLDR's rule: {rules or 'other only'}.")
        lines += [f"  private static func {name}(_ count: Int) -> PluralCategory {{"]
        lines += [f"    {line}" for line in body]
        lines += ["  }"]
    lines += ["}"]
    return "\n".join(lines) + "\n"


def main() -> int:
    arguments = sys.argv[1:]
    if arguments not in ([], ["--check"]):
        fail("usage: Scripts/cldr-wording.py [--check]")
    try:
        import babel
    except ImportError:
        if arguments == ["--check"]:
            print("cldr-wording: babel not installed; skipped (pip install babel to check)")
            return 0
        fail("babel not installed: pip install babel")
    if arguments == ["--check"]:
        committed = SWIFT.read_text() if SWIFT.exists() else ""
        recorded = re.search(r"the PyPI package babel ([^)]+)\)", committed)
        if recorded and recorded.group(1) != babel.__version__:
            print(
                f"cldr-wording: the file was made with babel {recorded.group(1)}, babel {babel.__version__} "
                f"is installed; skipped (pip install babel=={recorded.group(1)} to check)"
            )
            return 0
        if committed != swift(babel):
            print(
                f"cldr-wording: {SWIFT.relative_to(ROOT)} differs from what the script makes; "
                "run Scripts/cldr-wording.py",
                file=sys.stderr,
            )
            return 1
        print(f"cldr-wording: {SWIFT.relative_to(ROOT)} is up to date")
        return 0
    SWIFT.write_text(swift(babel))
    return 0


if __name__ == "__main__":
    sys.exit(main())
