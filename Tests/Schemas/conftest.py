"""Fixtures of the schema suite: the four schemas as the binary under test prints them
(`trellis schema KIND`), as text and as validators made once for the session."""
import pytest

import agreement


@pytest.fixture(scope="session")
def schema_texts(trellis):
    """{kind: the schema's text}, for site, emoji, characters and layout."""
    return agreement.schema_texts(trellis)


@pytest.fixture(scope="session")
def validators(schema_texts):
    """{kind: a Draft202012Validator}."""
    return Validators(agreement.validators(schema_texts))


class Validators(dict):
    """A dict with a short repr: Hypothesis prints a failing example's arguments, fixtures too."""

    def __repr__(self):
        return f"<validators of {', '.join(self)}>"
