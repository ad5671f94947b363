Rails.application.routes.draw do
  devise_for :users, controllers: { sessions: "users/sessions" }

  root "dashboard#show"

  namespace :api do
    namespace :v1 do
      resources :users, only: %i[index show], param: :login

      resources :repositories, path: "repos", param: :name do
        resources :branches, only: %i[index show destroy], param: :branch, constraints: { branch: /[^\/]+/ }
        resources :commits, only: %i[index show], param: :sha
        resources :issues, only: %i[index show create update], param: :number
        resources :pulls, only: %i[index show create update], param: :number
        resources :releases, only: %i[index show create update], param: :tag

        member do
          post :fork
          post :archive
        end
      end

      resources :organizations, path: "orgs", param: :login do
        resources :members, only: %i[index destroy], param: :login
        resources :teams, only: %i[index show create], param: :slug
      end
    end
  end

  get "/:owner/:repo", to: "repositories#show", as: :repository_page
  get "/:owner/:repo/tree/*path", to: "trees#show", as: :tree_page, format: false
end
