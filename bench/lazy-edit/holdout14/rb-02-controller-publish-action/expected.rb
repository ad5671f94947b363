class ArticlesController < ApplicationController
  before_action :authenticate_user!, except: %i[index show]
  before_action :set_article, only: %i[show edit update destroy publish]
  before_action :authorize_author!, only: %i[edit update destroy publish]

  def index
    @articles = Article.published.includes(:author).order(published_at: :desc).page(params[:page])
  end

  def show
    @comments = @article.comments.includes(:user).order(:created_at)
  end

  def new
    @article = current_user.articles.build
  end

  def create
    @article = current_user.articles.build(article_params)

    if @article.save
      redirect_to @article, notice: "Article was successfully created."
    else
      render :new, status: :unprocessable_entity
    end
  end

  def edit
  end

  def update
    if @article.update(article_params)
      redirect_to @article, notice: "Article was successfully updated."
    else
      render :edit, status: :unprocessable_entity
    end
  end

  def destroy
    @article.destroy!
    redirect_to articles_path, notice: "Article was successfully deleted.", status: :see_other
  end

  def publish
    if @article.update(published_at: Time.current)
      redirect_to @article, notice: "Article was published."
    else
      redirect_to edit_article_path(@article), alert: @article.errors.full_messages.to_sentence
    end
  end

  private

  def set_article
    @article = Article.friendly.find(params[:id])
  end

  def authorize_author!
    return if @article.author == current_user

    redirect_to @article, alert: "You are not allowed to do that."
  end

  def article_params
    params.require(:article).permit(:title, :body, :published_at, :cover_image, tag_list: [])
  end
end
