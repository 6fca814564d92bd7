"""The settings dialog's hosting rows (in its service card): who can join meetings hosted on this computer, the
address their links carry, and whether what the engine sends for the host (streams, forwards, webhooks) may go
to this computer and its network (ui/hosting.py NETWORK_TARGETS)."""
from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QWidget

from meetdesk.ui.settings import Settings
from meetdesk.ui.widgets.forms import button_row, vbox
from meetdesk.ui.widgets.labels import section_label


class HostingSection(QWidget):
    def __init__(self, settings: Settings, parent: QWidget | None = None):
        from meetdesk.ui.hosting import link_address, network_addresses

        super().__init__(parent)
        layout = vbox(self, 0, 10)
        layout.addWidget(section_label(self.tr("Who can join meetings I host")))
        self.reach_combo = QComboBox()
        self.reach_combo.setAccessibleName(self.tr("Who can join meetings I host"))
        self.reach_combo.addItem(self.tr("People on my network"), "network")
        self.reach_combo.addItem(self.tr("Only this computer"), "local")
        self.reach_combo.setCurrentIndex(max(0, self.reach_combo.findData(settings.host_reach)))
        self.address_combo = QComboBox()
        self.address_combo.setAccessibleName(self.tr("Address in links"))
        self.address_combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        self.address_combo.setMinimumContentsLength(11)   # room for the choice beside it; the list shows all
        self.address_combo.setMaximumWidth(140)
        default = link_address()
        self.address_combo.addItem(default or self.tr("No network"), "")
        self.addresses = network_addresses()
        if settings.host_address and settings.host_address not in self.addresses:
            self.addresses.append(settings.host_address)   # chosen before, gone now: kept visible, links fall back
        for address in self.addresses:
            if address != default:
                self.address_combo.addItem(address, address)
        self.address_combo.setCurrentIndex(max(0, self.address_combo.findData(settings.host_address)))
        self.address_combo.setToolTip(self.tr("The address and port (%1) links carry; they stay valid after a "
                                              "restart").replace("%1", str(settings.host_port)))
        layout.addLayout(button_row((self.reach_combo, 1), self.address_combo, spacing=10))
        # The engine refuses private addresses for what it sends out on the host's behalf (engine/outbound.py);
        # a host streaming to OBS or MediaMTX at home, or with a webhook there, allows them here.
        self.allow_network_check = QCheckBox(self.tr("Streams and webhooks may go to this computer and my network "
                                                     "(OBS, MediaMTX, …)"))
        self.allow_network_check.setAccessibleName(self.tr("Allow streams and webhooks to my network"))
        self.allow_network_check.setChecked(settings.host_allow_network)
        layout.addWidget(self.allow_network_check)
        self.reach_combo.currentIndexChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        self.address_combo.setEnabled(self.reach_combo.currentData() == "network" and len(self.addresses) > 1)

    def apply(self, settings: Settings) -> None:
        settings.host_reach = self.reach_combo.currentData() or "network"
        settings.host_address = self.address_combo.currentData() or ""
        settings.host_allow_network = self.allow_network_check.isChecked()
