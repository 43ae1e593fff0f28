"""Validates flow files against flowgraph's JSON Schema, as an editor would.

Usage: python3 check_schema.py SCHEMA.json FILE...

Each YAML document of each file is read as YAML 1.2's core schema reads it
(what yaml-language-server does: `on`, `yes` and `no` are text, `true` and
`null` are not), turned into JSON, and checked with jsonschema's
Draft202012Validator. Prints one JSON object: for each file, its documents'
errors, each with the JSON pointer of the value and the schema keyword that
refused it, the errors under `anyOf`/`oneOf` included.
"""

import json
import re
import sys

import jsonschema
import yaml


class CoreLoader(yaml.SafeLoader):
    """PyYAML reads YAML 1.1; these resolvers are YAML 1.2's core schema."""


CoreLoader.yaml_implicit_resolvers = {}
CoreLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))
CoreLoader.add_implicit_resolver(
    "tag:yaml.org,2002:null", re.compile(r"^(?:~|null|Null|NULL|)$"), ["~", "n", "N", ""])
CoreLoader.add_implicit_resolver(
    "tag:yaml.org,2002:int", re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"), list("-+0123456789"))
CoreLoader.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"),
    list("-+.0123456789"))


def construct_int(loader, node):
    text = loader.construct_scalar(node)
    try:
        return int(text, 0) if text.startswith(("0o", "0x")) else int(text, 10)
    except ValueError:
        return text  # an explicit `!!int` on text that is no number


def construct_float(loader, node):
    text = loader.construct_scalar(node)
    try:
        return float(text.replace("inf", "Infinity").replace("Inf", "Infinity").replace("INF", "Infinity"))
    except ValueError:
        return text


def construct_unknown(loader, suffix, node):
    """Tags of the app's own (`!custom`): the value as written."""
    if isinstance(node, yaml.MappingNode):
        return loader.construct_mapping(node, deep=True)
    if isinstance(node, yaml.SequenceNode):
        return loader.construct_sequence(node, deep=True)
    return loader.construct_scalar(node)


CoreLoader.add_constructor("tag:yaml.org,2002:int", construct_int)
CoreLoader.add_constructor("tag:yaml.org,2002:float", construct_float)
CoreLoader.add_multi_constructor("!", construct_unknown)


def as_json(document):
    """What an editor validates: keys as text, every value a JSON value."""
    return json.loads(json.dumps(document, default=str))


def flattened(errors):
    """Every error, with those that explain an `anyOf` or `oneOf`."""
    for error in errors:
        yield error
        yield from flattened(error.context or [])


def check(validator, path):
    result = {"file": path, "documents": []}
    try:
        with open(path, encoding="utf-8") as stream:
            documents = list(yaml.load_all(stream, Loader=CoreLoader))
    except (yaml.YAMLError, UnicodeDecodeError) as error:
        result["loadError"] = str(error).splitlines()[0]
        return result
    for document in documents:
        errors = [
            {"path": error.json_path, "pointer": "/" + "/".join(str(p) for p in error.absolute_path),
             "keyword": error.validator, "message": error.message[:200]}
            for error in flattened(validator.iter_errors(as_json(document)))
        ]
        result["documents"].append({"errors": errors})
    return result


def main(arguments):
    with open(arguments[0], encoding="utf-8") as stream:
        schema = json.load(stream)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    json.dump({"files": [check(validator, path) for path in arguments[1:]]}, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1:])
