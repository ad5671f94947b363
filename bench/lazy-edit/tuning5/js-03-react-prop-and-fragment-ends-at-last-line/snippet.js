// ... existing code ...

function TodoItem({ todo, onToggle, onDelete, onEdit }) {
  // ... existing code ...
      {hovered && (
        <>
          <button
            type="button"
            className="todo-item__edit"
            aria-label={`Edit ${todo.title}`}
            onClick={() => onEdit(todo.id)}
          >
            ✎
          </button>
          <button
            type="button"
            className="todo-item__delete"
            aria-label={`Delete ${todo.title}`}
            onClick={() => onDelete(todo.id)}
          >
            ×
          </button>
        </>
      )}
    </li>
  );
}

TodoItem.propTypes = {
  // ... existing code ...
  onToggle: PropTypes.func.isRequired,
  onDelete: PropTypes.func.isRequired,
  onEdit: PropTypes.func.isRequired,
};

export default TodoItem;
