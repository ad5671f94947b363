import typer

app = typer.Typer()


@app.command()
def greet(name: str, shout: bool = False):
    message = f"Hello {name}"
    if shout:
        message = message.upper()
    typer.echo(message)


@app.command()
def version():
    typer.echo("1.0.0")
