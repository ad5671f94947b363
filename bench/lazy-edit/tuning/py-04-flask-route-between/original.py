from flask import Flask, jsonify

app = Flask(__name__)


@app.route("/users")
def list_users():
    return jsonify(users=[])


@app.route("/orders")
def list_orders():
    return jsonify(orders=[])
