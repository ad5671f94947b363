class ArticlesController < ApplicationController
  before_action :authenticate_user!, except: %i[index show]
  before_action :set_article, only: %i[show edit update destroy publish]
  before_action :authorize_author!, only: %i[edit update destroy publish]

  # ... existing actions ...

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

  # ... existing code ...

  def article_params
    params.require(:article).permit(:title, :body, :published_at, :cover_image, tag_list: [])
  end
end
