# ... existing code ...
    def edit; end

    def update
      respond_to do |format|
        if @article.update(article_params)
          format.html { redirect_to admin_article_path(@article), notice: "Article updated." }
          format.json { render json: @article, status: :ok }
        else
          format.html { render :edit, status: :unprocessable_entity }
          format.json { render json: { errors: @article.errors }, status: :unprocessable_entity }
        end
      end
    end

    def destroy
      # ... existing code ...
    end

    private

    def set_article
      @article = Article.find_by!(slug: params[:id])
    end

    def article_params
      params.require(:article).permit(:title, :slug, :summary, :body, :category_id, :status, :published_at)
    end
  end
end
