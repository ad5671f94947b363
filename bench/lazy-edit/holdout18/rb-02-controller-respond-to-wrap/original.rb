# frozen_string_literal: true

module Admin
  class ArticlesController < Admin::BaseController
    before_action :set_article, only: %i[show edit update destroy]
    before_action :authorize_editor!, only: %i[new create edit update]

    def index
      @articles = Article.includes(:author)
                         .order(updated_at: :desc)
                         .page(params[:page])
                         .per(25)
    end

    def show; end

    def new
      @article = Article.new(author: current_user.author_profile)
    end

    def create
      @article = Article.new(article_params)
      @article.author ||= current_user.author_profile

      if @article.save
        redirect_to admin_article_path(@article), notice: "Article created."
      else
        render :new, status: :unprocessable_entity
      end
    end

    def edit; end

    def update
      if @article.update(article_params)
        redirect_to admin_article_path(@article), notice: "Article updated."
      else
        render :edit, status: :unprocessable_entity
      end
    end

    def destroy
      @article.destroy!
      redirect_to admin_articles_path, notice: "Article deleted.", status: :see_other
    end

    private

    def set_article
      @article = Article.find_by!(slug: params[:id])
    end

    def article_params
      params.require(:article).permit(:title, :slug, :body, :category_id, :status, :published_at)
    end
  end
end
