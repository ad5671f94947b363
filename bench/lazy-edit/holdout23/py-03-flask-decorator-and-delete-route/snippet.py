# ... existing code ...


@bp.get("/<int:article_id>")
def get_article(article_id):
    article = get_session().get(Article, article_id)
    if article is None or not article.published:
        abort(404)
    return jsonify(article.to_dict(include_body=True))


@bp.post("/<int:article_id>/comments")
@login_required
def add_comment(article_id):
    # ... existing code ...
