import CardboxApp
import Foundation

exit(CardboxApplication.main())
