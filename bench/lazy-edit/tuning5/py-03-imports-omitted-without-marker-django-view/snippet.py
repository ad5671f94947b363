def article_list(request: HttpRequest) -> HttpResponse:
    articles = Article.objects.filter(published=True).order_by("-published_at")
    tag = request.GET.get("tag")
    if tag:
        articles = articles.filter(tags__slug=tag)
    paginator = Paginator(articles, 20)
    page = paginator.get_page(request.GET.get("page"))
    return render(request, "articles/list.html", {"page": page, "tag": tag})


# ... existing code ...
