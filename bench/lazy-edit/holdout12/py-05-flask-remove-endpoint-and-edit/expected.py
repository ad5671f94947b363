from flask import Blueprint, abort, jsonify, request
from flask_login import current_user, login_required

from ..extensions import db
from ..models import Note

bp = Blueprint("notes", __name__, url_prefix="/api/notes")


def _get_own_note_or_404(note_id):
    note = db.session.get(Note, note_id)
    if note is None or note.owner_id != current_user.id:
        abort(404)
    return note


@bp.get("/")
@login_required
def list_notes():
    notes = Note.query.filter_by(owner_id=current_user.id).order_by(Note.updated_at.desc()).all()
    return jsonify([note.to_dict() for note in notes])


@bp.get("/<int:note_id>")
@login_required
def get_note(note_id):
    note = _get_own_note_or_404(note_id)
    return jsonify(note.to_dict())


@bp.post("/")
@login_required
def create_note():
    data = request.get_json(force=True)
    note = Note(owner_id=current_user.id, title=data.get("title", ""), body=data.get("body", ""))
    db.session.add(note)
    db.session.commit()
    return jsonify(note.to_dict()), 201


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
    note = _get_own_note_or_404(note_id)
    db.session.delete(note)
    db.session.commit()
    return "", 204
