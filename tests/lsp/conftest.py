"""Fixtures: batak lsp under pytest-lsp's client, with and without UTF-8 positions.

The binary is $BATAK (tests/lsp/run builds it and sets it); examples are read from the
repository root.
"""

import os
import pathlib

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = pathlib.Path(__file__).resolve().parents[2]
BATAK = os.environ.get("BATAK", str(ROOT / "target" / "debug" / "batak"))


async def start(client: LanguageClient, encodings=None):
    general = types.GeneralClientCapabilities(position_encodings=encodings)
    capabilities = types.ClientCapabilities(general=general)
    return await client.initialize_session(types.InitializeParams(capabilities=capabilities))


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BATAK, "lsp"]))
async def client(lsp_client: LanguageClient):
    """A client that offers no encoding: positions in UTF-16, the protocol's default."""
    lsp_client.init_result = await start(lsp_client)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BATAK, "lsp"]))
async def utf8_client(lsp_client: LanguageClient):
    """A client that offers UTF-8 positions (and UTF-16)."""
    lsp_client.init_result = await start(
        lsp_client,
        [types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16],
    )
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(
    config=ClientServerConfig(
        server_command=[BATAK, "lsp"],
        server_env={**os.environ, "LC_ALL": "tr_TR.UTF-8"},
    )
)
async def turkish_client(lsp_client: LanguageClient):
    """The server started under a Turkish locale, as an editor started in one starts it."""
    lsp_client.init_result = await start(lsp_client)
    yield
    await lsp_client.shutdown_session()
