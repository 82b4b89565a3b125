#!/usr/bin/env python3
"""Validate a SARIF file against the OASIS SARIF 2.1.0 JSON schema.

Usage: validate-sarif.py FILE.sarif [--schema SCHEMA.json]

The schema is looked up in this order: --schema, $SARIF_SCHEMA, sarif-schema-2.1.0.json next to
this script, /work/shared/sarif-schema-2.1.0.json. Exits 0 when valid, 1 with every error listed
when not, 2 when the input or schema cannot be read or jsonschema is missing.
"""
import json
import os
import sys

try:
    import jsonschema
except ImportError:
    sys.stderr.write("validate-sarif: the 'jsonschema' module is missing (pip install jsonschema)\n")
    sys.exit(2)


def schema_path(explicit):
    candidates = [
        explicit,
        os.environ.get("SARIF_SCHEMA"),
        os.path.join(os.path.dirname(os.path.abspath(__file__)), "sarif-schema-2.1.0.json"),
        "/work/shared/sarif-schema-2.1.0.json",
    ]
    for candidate in candidates:
        if candidate and os.path.isfile(candidate):
            return candidate
    sys.stderr.write("validate-sarif: cannot find sarif-schema-2.1.0.json (pass --schema)\n")
    sys.exit(2)


def load(path, what):
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except (OSError, ValueError) as error:
        sys.stderr.write(f"validate-sarif: cannot read {what} {path}: {error}\n")
        sys.exit(2)


def main(argv):
    args = argv[1:]
    explicit_schema = None
    if "--schema" in args:
        at = args.index("--schema")
        if at + 1 >= len(args):
            sys.stderr.write("validate-sarif: --schema needs a path\n")
            return 2
        explicit_schema = args[at + 1]
        del args[at:at + 2]
    if len(args) != 1:
        sys.stderr.write(__doc__)
        return 2

    document = load(args[0], "SARIF file")
    schema = load(schema_path(explicit_schema), "schema")
    validator_class = jsonschema.validators.validator_for(schema, default=jsonschema.Draft4Validator)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
    if not errors:
        print(f"{args[0]}: valid SARIF 2.1.0")
        return 0
    for error in errors:
        location = "$" + "".join(f"[{part!r}]" if isinstance(part, int) else f".{part}" for part in error.absolute_path)
        sys.stderr.write(f"{args[0]}: {location}: {error.message}\n")
    sys.stderr.write(f"{args[0]}: {len(errors)} schema error(s)\n")
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
