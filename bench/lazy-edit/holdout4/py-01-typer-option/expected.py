import typer

app = typer.Typer()


@app.command()
def greet(name: str, shout: bool = False, times: int = 1):
    message = f"Hello {name}"
    if shout:
        message = message.upper()
    for _ in range(times):
        typer.echo(message)


@app.command()
def version():
    typer.echo("1.0.0")
