from flask import Flask, jsonify, request

app = Flask(__name__)
todos = []


@app.get("/todos")
def list_todos():
    return jsonify(todos)


@app.post("/todos")
def add_todo():
    item = request.get_json()
    todos.append(item)
    return jsonify(item), 201


if __name__ == "__main__":
    app.run(debug=True)
