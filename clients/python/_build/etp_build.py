"""The PEP 517 build backend of etp-client: standard library only, and nothing written in the checkout.

setuptools builds in the source tree (`build/`, `etp_client.egg-info`) and, offline, cannot build a
wheel at all unless `wheel` is installed; this package is pure Python with no dependencies, so its
wheel is a zip of `etp_client/` and its metadata (PEP 427), written straight to pip's directory.
The metadata comes from `[project]` of pyproject.toml.
"""

import base64
import hashlib
import io
import os
import re
import tarfile
import zipfile
from typing import Dict, List, Optional, Tuple

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = "etp_client"
# Fixed times make the same source give the same bytes (zip cannot hold times before 1980).
ZIP_TIME = (1980, 1, 1, 0, 0, 0)


def _project() -> Dict[str, str]:
    """The string fields of pyproject.toml's [project] table."""
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as file:
        text = file.read().decode("utf-8")
    try:
        import tomllib  # Python 3.11+

        table = tomllib.loads(text)["project"]
        if table.get("dependencies"):
            raise ValueError("etp_build writes no Requires-Dist: the client has no dependencies")
        return {key: value for key, value in table.items() if isinstance(value, str)}
    except ImportError:
        return _project_without_tomllib(text)


def _project_without_tomllib(text: str) -> Dict[str, str]:
    """Python 3.9 and 3.10: the [project] table read line by line, refusing what this reader does not know."""
    fields: Dict[str, str] = {}
    section = re.search(r"^\[project\]\n(.*?)(?=^\[|\Z)", text, re.M | re.S)
    for line in (section.group(1) if section else "").splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        match = re.fullmatch(r'(\w[\w-]*) = (?:"([^"\\]*)"|\[\])', line.strip())
        if not match:
            raise ValueError(f"pyproject.toml [project]: etp_build cannot read {line.strip()!r}")
        if match.group(2) is not None:
            fields[match.group(1)] = match.group(2)
    return fields


def _metadata() -> Tuple[str, bytes]:
    """The distribution's name as wheel files spell it, and its core metadata (version 2.1)."""
    project = _project()
    name, version = project["name"], project["version"]
    lines = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}"]
    if "description" in project:
        lines.append(f"Summary: {project['description']}")
    if "requires-python" in project:
        lines.append(f"Requires-Python: {project['requires-python']}")
    body = b""
    if "readme" in project:
        lines.append("Description-Content-Type: text/markdown")
        body = b"\n" + _read(project["readme"])
    return f"{re.sub(r'[-_.]+', '_', name).lower()}-{version}", ("\n".join(lines) + "\n").encode("utf-8") + body


def _package_files() -> List[str]:
    """The package's files, relative to the project root, without bytecode caches."""
    found = []
    for folder, folders, files in os.walk(os.path.join(ROOT, PACKAGE)):
        folders[:] = sorted(f for f in folders if f != "__pycache__")
        for file in sorted(files):
            if not file.endswith((".pyc", ".pyo")):
                found.append(os.path.relpath(os.path.join(folder, file), ROOT).replace(os.sep, "/"))
    return found


def _read(path: str) -> bytes:
    with open(os.path.join(ROOT, path), "rb") as file:
        return file.read()


def _record_line(path: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")
    return f"{path},sha256={digest},{len(data)}"


def get_requires_for_build_wheel(config_settings: Optional[dict] = None) -> List[str]:
    return []


def get_requires_for_build_sdist(config_settings: Optional[dict] = None) -> List[str]:
    return []


def build_wheel(wheel_directory: str, config_settings: Optional[dict] = None, metadata_directory: Optional[str] = None) -> str:
    stem, metadata = _metadata()
    dist_info = f"{stem}.dist-info"
    entries = [(path, _read(path)) for path in _package_files()]
    entries.append((f"{dist_info}/METADATA", metadata))
    entries.append((f"{dist_info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: etp_build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"))
    record = "\n".join([_record_line(path, data) for path, data in entries] + [f"{dist_info}/RECORD,,"]) + "\n"
    entries.append((f"{dist_info}/RECORD", record.encode("utf-8")))
    wheel_name = f"{stem}-py3-none-any.whl"
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel_name), "w", zipfile.ZIP_DEFLATED) as wheel:
        for path, data in entries:
            info = zipfile.ZipInfo(path, ZIP_TIME)
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)
    return wheel_name


def build_sdist(sdist_directory: str, config_settings: Optional[dict] = None) -> str:
    stem, metadata = _metadata()
    sources = ["pyproject.toml", "README.md", "_build/etp_build.py"] + _package_files()
    sdist_name = f"{stem}.tar.gz"
    with tarfile.open(os.path.join(sdist_directory, sdist_name), "w:gz", format=tarfile.PAX_FORMAT) as sdist:
        for path, data in [("PKG-INFO", metadata)] + [(p, _read(p)) for p in sources]:
            info = tarfile.TarInfo(f"{stem}/{path}")
            info.size, info.mode, info.mtime = len(data), 0o644, 0
            sdist.addfile(info, io.BytesIO(data))
    return sdist_name
