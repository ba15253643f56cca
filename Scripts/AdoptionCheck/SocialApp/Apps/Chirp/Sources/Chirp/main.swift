import Account
import Conversations
import Env
import Explore
import Lists
import Models
import Networking
import Notifications
import Timeline

let account = CurrentAccount(client: Client(server: "mastodon.social"), name: "me")
print(TimelineView(account: account), ExploreView(account: account))
