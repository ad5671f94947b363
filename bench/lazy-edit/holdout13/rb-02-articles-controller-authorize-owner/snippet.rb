class ArticlesController < ApplicationController
  before_action :authenticate_user!, except: %i[index show]
  before_action :set_article, only: %i[show edit update destroy]
  before_action :authorize_owner!, only: %i[edit update destroy]

  def index
    @articles = Article.published.includes(:author).order(published_at: :desc).page(params[:page])
  end

  def show
    @comments = @article.comments.includes(:user).order(:created_at)
  end

  # ... existing code ...

  private

  def set_article
    @article = Article.find(params[:id])
  end

  def authorize_owner!
    return if @article.author_id == current_user.id || current_user.admin?

    redirect_to @article, alert: "You are not allowed to change this article.", status: :see_other
  end

  # ... existing code ...
