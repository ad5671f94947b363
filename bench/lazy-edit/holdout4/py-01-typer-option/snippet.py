# ... existing code ...
@app.command()
def greet(name: str, shout: bool = False, times: int = 1):
    message = f"Hello {name}"
    if shout:
        message = message.upper()
    for _ in range(times):
        typer.echo(message)
# ... existing code ...
