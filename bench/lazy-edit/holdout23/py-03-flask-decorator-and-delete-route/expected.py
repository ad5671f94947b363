from flask import Blueprint, abort, jsonify, request

from .auth import current_user, login_required
from .db import get_session
from .models import Article, Comment

bp = Blueprint("articles", __name__, url_prefix="/api/articles")


def paginate(query, default_per_page=20):
    page = max(int(request.args.get("page", 1)), 1)
    per_page = min(int(request.args.get("per_page", default_per_page)), 100)
    total = query.count()
    items = query.offset((page - 1) * per_page).limit(per_page).all()
    return {"page": page, "per_page": per_page, "total": total, "items": items}


@bp.get("/")
def list_articles():
    session = get_session()
    query = session.query(Article).filter(Article.published.is_(True))
    result = paginate(query.order_by(Article.published_at.desc()))
    result["items"] = [a.to_dict() for a in result["items"]]
    return jsonify(result)


@bp.get("/<int:article_id>")
def get_article(article_id):
    article = get_session().get(Article, article_id)
    if article is None or not article.published:
        abort(404)
    return jsonify(article.to_dict(include_body=True))


@bp.post("/<int:article_id>/comments")
@login_required
def add_comment(article_id):
    session = get_session()
    article = session.get(Article, article_id)
    if article is None:
        abort(404)
    payload = request.get_json(force=True)
    body = (payload.get("body") or "").strip()
    if not body:
        return jsonify({"error": "body is required"}), 400
    comment = Comment(article=article, author_id=current_user().id, body=body)
    session.add(comment)
    session.commit()
    return jsonify(comment.to_dict()), 201


@bp.delete("/<int:article_id>/comments/<int:comment_id>")
@login_required
def delete_comment(article_id, comment_id):
    session = get_session()
    comment = session.get(Comment, comment_id)
    if comment is None or comment.article_id != article_id:
        abort(404)
    if comment.author_id != current_user().id and not current_user().is_moderator:
        abort(403)
    session.delete(comment)
    session.commit()
    return "", 204
