# ... existing code ...
@app.route("/users")
def list_users():
    return jsonify(users=[])


@app.route("/users/<int:user_id>")
def get_user(user_id):
    return jsonify(id=user_id)


@app.route("/orders")
# ... existing code ...
