# ... existing code ...
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
# ... existing code ...
