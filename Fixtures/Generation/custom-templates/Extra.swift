expect(Recipe.fieldNames == ["title", "servings", "steps"], "the user template lists the stored properties")
