# ... existing code ...
@router.get("/items/{item_id}")
@cache(ttl=60)
def get_item(item_id: int):
    return {"id": item_id}
