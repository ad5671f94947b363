import logging

from flask import Blueprint, jsonify, request

from .db import db
from .errors import InsufficientFunds
from .models import Account, Transfer

bp = Blueprint("transfers", __name__, url_prefix="/transfers")
log = logging.getLogger(__name__)


@bp.get("/<int:transfer_id>")
def get_transfer(transfer_id: int):
    transfer = Transfer.query.get_or_404(transfer_id)
    return jsonify(transfer.to_dict())


@bp.post("/")
def create_transfer():
    payload = request.get_json(force=True)
    amount = int(payload["amount_cents"])
    if amount <= 0:
        return jsonify({"error": "amount must be positive"}), 400

    try:
        source = Account.query.with_for_update().get_or_404(payload["from_account"])
        target = Account.query.with_for_update().get_or_404(payload["to_account"])
        if source.balance_cents < amount:
            raise InsufficientFunds(source.id, amount)
        source.balance_cents -= amount
        target.balance_cents += amount
        transfer = Transfer(source_id=source.id, target_id=target.id, amount_cents=amount)
        db.session.add(transfer)
        db.session.commit()
    except Exception:
        db.session.rollback()
        raise

    log.info("transfer %s created: %s -> %s", transfer.id, source.id, target.id)
    return jsonify(transfer.to_dict()), 201


@bp.errorhandler(InsufficientFunds)
def handle_insufficient_funds(exc: InsufficientFunds):
    return jsonify({"error": "insufficient funds", "account": exc.account_id}), 409
