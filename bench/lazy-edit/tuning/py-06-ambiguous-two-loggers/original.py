def start(app):
    app.log("starting")
    app.run()


def stop(app):
    app.log("stopping")
    app.halt()
