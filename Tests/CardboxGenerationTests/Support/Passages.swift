/// Hand-written study passages (definitions, lists and numbers) for quality tests.
enum Passages {
    /// Every passage.
    static let all = [cells, rocks, money, computing]

    /// Cell biology: definitions, a "term: description" list, sizes.
    static let cells = """
        # The Living Cell

        ## What a cell is

        A cell is the smallest unit of life that can carry out every process needed to stay alive. Some organisms, \
        such as bacteria, consist of a single cell, while the human body contains roughly 37 trillion of them. \
        Most animal cells measure between 10 and 30 micrometres across, far too small to see without a microscope. \
        The English scientist Robert Hooke first described cells in 1665 after examining thin slices of cork.

        Every cell is enclosed by a plasma membrane. The plasma membrane is a thin double layer of lipids that \
        controls which substances enter and leave the cell. Small molecules such as oxygen cross it freely, while \
        larger molecules need the help of transport proteins. Movement of a substance from a region of high \
        concentration to a region of low concentration is called diffusion. When water moves in this way across a \
        membrane, the process is known as osmosis.

        ## Organelles

        Inside the membrane lies the cytoplasm, a jelly-like fluid in which the organelles are suspended. \
        Organelles are specialised structures that perform particular jobs for the cell:

        - Nucleus: holds the genetic material and directs the activity of the cell.
        - Ribosome: builds proteins by joining amino acids in the order set by messenger RNA.
        - Mitochondrion: releases energy from glucose during aerobic respiration.
        - Chloroplast: captures light energy for photosynthesis in plant cells.

        A mitochondrion is an organelle that converts the chemical energy of food into a form the cell can use. \
        That usable form is adenosine triphosphate (ATP), a small molecule that carries energy to wherever it is \
        needed. A busy liver cell may contain more than 2,000 mitochondria. Photosynthesis is the process by which \
        plants turn carbon dioxide and water into glucose using the energy of sunlight.

        ## Cell division

        Cells reproduce by dividing. Mitosis is a type of cell division that produces two daughter cells with \
        identical sets of chromosomes. Human body cells carry 46 chromosomes arranged in 23 pairs. Meiosis, also \
        known as reduction division, produces sex cells that carry only half the usual number of chromosomes. In \
        the skin, cells are replaced roughly every 28 days as old cells flake away from the surface.
        """

    /// Geology: rock types as a list, plate tectonics, years and percentages.
    static let rocks = """
        # Rocks and the Restless Earth

        ## The rock cycle

        Geologists sort the rocks of the crust into three families according to how they formed. The slow \
        movement of material between these families over millions of years is called the rock cycle.

        - Igneous rock: forms when molten magma or lava cools and hardens.
        - Sedimentary rock: builds up from layers of sand, mud and shell that are pressed together.
        - Metamorphic rock: results when existing rock is changed by heat and pressure deep underground.

        Granite is an igneous rock that cools slowly underground, which gives its crystals time to grow large. \
        Basalt cools quickly at the surface and makes up most of the ocean floor. Limestone is a sedimentary rock \
        that consists mainly of calcium carbonate from the shells of sea creatures. About 75% of the rocks exposed \
        at the land surface are sedimentary, even though they form only a thin skin over the crust.

        ## Plate tectonics

        The outer shell of the Earth is broken into large slabs called plates. The lithosphere is the rigid outer \
        layer of the planet, made of the crust and the uppermost part of the mantle. The plates float on the \
        asthenosphere, a hotter and softer layer below that flows very slowly. Alfred Wegener proposed the idea of \
        continental drift in 1912, but most geologists rejected it for decades. The theory was accepted in the \
        1960s, when surveys of the sea floor revealed that new crust forms along mid-ocean ridges.

        A place where two plates meet is called a plate boundary. At a divergent boundary the plates move apart \
        and magma rises to fill the gap. At a convergent boundary one plate sinks beneath another in a process \
        called subduction. The Pacific Ocean is ringed by about 450 volcanoes, a belt known as the Ring of Fire. \
        Plates typically move between 2 and 10 centimetres per year, about as fast as fingernails grow. \
        The deepest point of the ocean, the Challenger Deep, lies nearly 11,000 metres below sea level.
        """

    /// Economics: definitions with "is defined as", "refers to", "also known as", percentages and years.
    static let money = """
        # Money and Prices

        ## Inflation

        Inflation is defined as a sustained rise in the general level of prices across an economy. When prices \
        rise, each unit of currency buys fewer goods and services than before. Economists track inflation with a \
        price index, which measures the cost of a fixed basket of goods over time. Most central banks aim to keep \
        inflation close to 2% a year, a level that is thought to support steady growth.

        The opposite of inflation is deflation, a general fall in prices. Deflation sounds welcome, yet it can \
        lead households to delay purchases in the hope that prices will fall further. Hyperinflation refers to \
        extremely rapid inflation that destroys the value of a currency within months. In Germany, prices doubled \
        roughly every few days at the peak of the crisis in 1923.

        ## Central banks

        A central bank is an institution that manages the currency and interest rates of a country. The Bank of \
        England was founded in 1694 to lend money to the government of the day. The Federal Reserve, also known as \
        the Fed, was created in 1913 after a series of banking panics. The interest rate that a central bank \
        charges commercial banks for short-term loans is called the base rate.

        Central banks have several tools for steering the economy:

        - Interest rates: raise the cost of borrowing to cool spending or lower it to encourage investment.
        - Reserve requirements: set the share of deposits that commercial banks must hold back.
        - Asset purchases: inject money into the financial system by buying government bonds.

        ## Measuring the economy

        Gross domestic product (GDP) measures the total value of goods and services produced in a country in one \
        year. Real GDP is adjusted for inflation, so it shows whether an economy is actually producing more. A \
        recession is a period of falling economic activity that lasts for at least two consecutive quarters. \
        During the Great Depression, output in the United States fell by about 26% between 1929 and 1933. \
        Unemployment refers to the share of people who want a job but cannot find one.
        """

    /// Computing history and hardware: abbreviations, "means", years and quantities.
    static let computing = """
        # How Computers Work

        ## The processor

        The central processing unit (CPU) is the component that carries out the instructions of a program. \
        Each instruction passes through a cycle of fetching, decoding and executing. The clock speed of a \
        processor is measured in hertz, and a modern desktop processor runs at about 4 gigahertz. A core is an \
        independent processing unit within a chip, so a chip with eight cores can run eight tasks at once. \
        The first commercial microprocessor, the Intel 4004, was released in 1971 and held 2,300 transistors.

        The word algorithm means a finite list of precise steps for solving a problem. The term comes from the \
        name of the Persian mathematician al-Khwarizmi, who wrote about arithmetic in the ninth century. \
        Compilers translate programs written by people into machine code that the processor can execute.

        ## Memory and storage

        Random-access memory (RAM) holds the data and programs that the processor is using right now. Its \
        contents vanish when the power is switched off, which is why it is described as volatile. Storage keeps \
        data when the machine is off:

        - Hard disk: records data magnetically on spinning platters coated with iron oxide.
        - Solid-state drive: stores data in flash memory chips with no moving parts.
        - Optical disc: encodes data as tiny pits read by a laser beam.

        A byte is a group of eight bits that can represent 256 different values. Cache is a small block of very \
        fast memory that keeps copies of the data the processor uses most often. A typical laptop in 2020 shipped \
        with 8 gigabytes of memory.

        ## Networks

        The internet grew out of ARPANET, a research network that sent its first message in 1969. A protocol is a \
        set of rules that lets two machines exchange data without misunderstanding each other. Bandwidth refers \
        to the amount of data a connection can carry in a given time. Data sent across the network is broken \
        into small units called packets, each of which may travel by a different route. The Domain Name System, \
        also known as DNS, translates names that people can remember into numeric addresses.
        """
}
