from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render

from .forms import ArticleForm
from .models import Article


def article_list(request: HttpRequest) -> HttpResponse:
    articles = Article.objects.filter(published=True).order_by("-published_at")
    paginator = Paginator(articles, 20)
    page = paginator.get_page(request.GET.get("page"))
    return render(request, "articles/list.html", {"page": page})


def article_detail(request: HttpRequest, slug: str) -> HttpResponse:
    article = get_object_or_404(Article, slug=slug, published=True)
    return render(request, "articles/detail.html", {"article": article})


@login_required
def article_create(request: HttpRequest) -> HttpResponse:
    if request.method == "POST":
        form = ArticleForm(request.POST)
        if form.is_valid():
            article = form.save(commit=False)
            article.author = request.user
            article.save()
            return redirect("articles:detail", slug=article.slug)
    else:
        form = ArticleForm()
    return render(request, "articles/form.html", {"form": form})


@login_required
def article_edit(request: HttpRequest, slug: str) -> HttpResponse:
    article = get_object_or_404(Article, slug=slug, author=request.user)
    if request.method == "POST":
        form = ArticleForm(request.POST, instance=article)
        if form.is_valid():
            form.save()
            return redirect("articles:detail", slug=article.slug)
    else:
        form = ArticleForm(instance=article)
    return render(request, "articles/form.html", {"form": form, "article": article})
