# ... existing code ...
        resources :issues, only: %i[index show create update], param: :number
        resources :pulls, only: %i[index show create update], param: :number do
          member do
            put :merge
            post :reviews, to: "pulls/reviews#create"
          end
        end
        resources :releases, only: %i[index show create update], param: :tag
# ... existing code ...
