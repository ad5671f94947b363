# ... existing code ...


@bp.put("/<int:note_id>")
@login_required
def update_note(note_id):
    note = _get_own_note_or_404(note_id)
    data = request.get_json(force=True)
    note.title = data.get("title", note.title)
    note.body = data.get("body", note.body)
    note.pinned = bool(data.get("pinned", note.pinned))
    db.session.commit()
    return jsonify(note.to_dict())


@bp.delete("/<int:note_id>")
@login_required
def delete_note(note_id):
    # ... existing code ...
