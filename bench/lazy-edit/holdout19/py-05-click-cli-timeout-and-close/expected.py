import json
import os
import sys
from pathlib import Path

import click
import requests

API_URL = os.environ.get("TRACKER_API_URL", "https://tracker.example.com/api/v2")
TOKEN_FILE = Path.home() / ".config" / "tracker" / "token"
DEFAULT_TIMEOUT = float(os.environ.get("TRACKER_TIMEOUT", "15"))


def load_token() -> str:
    token = os.environ.get("TRACKER_TOKEN")
    if token:
        return token
    if TOKEN_FILE.exists():
        return TOKEN_FILE.read_text().strip()
    raise click.ClickException("No API token. Run `tracker login` first.")


def api(method: str, path: str, **kwargs):
    response = requests.request(
        method,
        f"{API_URL}{path}",
        headers={"Authorization": f"Bearer {load_token()}"},
        timeout=DEFAULT_TIMEOUT,
        **kwargs,
    )
    if response.status_code >= 400:
        raise click.ClickException(f"{method} {path}: {response.status_code} {response.text}")
    return response.json() if response.content else None


@click.group()
def cli():
    """Command line client for the issue tracker."""


@cli.command()
@click.option("--token", prompt=True, hide_input=True)
def login(token: str):
    TOKEN_FILE.parent.mkdir(parents=True, exist_ok=True)
    TOKEN_FILE.write_text(token)
    TOKEN_FILE.chmod(0o600)
    click.echo("Token saved.")


@cli.command("list")
@click.option("--project", required=True)
@click.option("--state", type=click.Choice(["open", "closed", "all"]), default="open")
def list_issues(project: str, state: str):
    issues = api("GET", f"/projects/{project}/issues", params={"state": state})
    for issue in issues:
        click.echo(f"#{issue['number']:<6} {issue['state']:<7} {issue['title']}")


@cli.command()
@click.argument("project")
@click.argument("title")
@click.option("--body", default="")
def create(project: str, title: str, body: str):
    issue = api("POST", f"/projects/{project}/issues", json={"title": title, "body": body})
    click.echo(f"Created #{issue['number']}")


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
