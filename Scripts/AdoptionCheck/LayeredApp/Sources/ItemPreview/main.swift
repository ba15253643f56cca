import ApiClient
import ItemFeature

print(itemView(ApiClient(items: { [] })))
