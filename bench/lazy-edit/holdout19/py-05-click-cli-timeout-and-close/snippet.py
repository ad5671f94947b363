import json
import os
import sys
from pathlib import Path

import click
import requests

API_URL = os.environ.get("TRACKER_API_URL", "https://tracker.example.com/api/v2")
TOKEN_FILE = Path.home() / ".config" / "tracker" / "token"
DEFAULT_TIMEOUT = float(os.environ.get("TRACKER_TIMEOUT", "15"))


# ... existing code ...
        headers={"Authorization": f"Bearer {load_token()}"},
        timeout=DEFAULT_TIMEOUT,
        **kwargs,
# ... existing code ...


@cli.command()
@click.argument("project")
@click.argument("number", type=int)
def show(project: str, number: int):
    issue = api("GET", f"/projects/{project}/issues/{number}")
    json.dump(issue, sys.stdout, indent=2)
    sys.stdout.write("\n")


@cli.command()
@click.argument("project")
@click.argument("number", type=int)
@click.option("--comment", default=None, help="Leave a closing comment.")
def close(project: str, number: int, comment: str | None):
    if comment:
        api("POST", f"/projects/{project}/issues/{number}/comments", json={"body": comment})
    api("PATCH", f"/projects/{project}/issues/{number}", json={"state": "closed"})
    click.echo(f"Closed #{number}")


if __name__ == "__main__":
    cli()
