class Admin::ArticlesController < Admin::BaseController
  before_action :set_article, only: %i[show edit update destroy publish]

  def index
    @articles = Article.includes(:author).order(created_at: :desc).page(params[:page])
  end

  def show
  end

  def new
    @article = Article.new
  end

  def create
    @article = Article.new(article_params)
    @article.author = current_user

    if @article.save
      redirect_to admin_article_path(@article), notice: "Article was created."
    else
      render :new, status: :unprocessable_entity
    end
  end

  def edit
  end

  def update
    if @article.update(article_params)
      redirect_to admin_article_path(@article), notice: "Article was updated."
    else
      render :edit, status: :unprocessable_entity
    end
  end

  def destroy
    @article.destroy!
    redirect_to admin_articles_path, notice: "Article was deleted.", status: :see_other
  end

  def publish
    if @article.update(published_at: Time.current)
      redirect_to admin_article_path(@article), notice: "Article was published."
    else
      redirect_to edit_admin_article_path(@article), alert: @article.errors.full_messages.to_sentence
    end
  end

  private

  def set_article
    @article = Article.find(params[:id])
  end

  def article_params
    params.require(:article).permit(:title, :slug, :body, :cover_image, :published_at, tag_ids: [])
  end
end
