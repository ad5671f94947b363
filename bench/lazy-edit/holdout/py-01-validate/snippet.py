# ... existing code ...
@app.post("/todos")
def add_todo():
    item = request.get_json()
    if not item or "title" not in item:
        return jsonify({"error": "title is required"}), 400
    todos.append(item)
    # ... existing code ...
